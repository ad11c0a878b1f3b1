import type { ReactNode } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { useTransaction } from '../api/get-transaction';
import { useMoney } from '../lib/money';
import { RelativeTime } from './relative-time';
import { StatusBadge } from './status-badge';
import { typeLabel } from './transaction-type';

interface TransactionDrawerProps {
  /** The row that was opened; null keeps the drawer closed. */
  transaction: WalletTransaction | null;
  now: Date;
  onHide: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children ?? '—'}</dd>
    </>
  );
}

function Details({ transaction, now }: { transaction: WalletTransaction; now: Date }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const query = useTransaction(transaction.id, transaction);
  const item = query.data ?? transaction;
  const exact = (date: string) => new Date(date).toLocaleString(i18n.language);
  const total = item.direction === 'DEBIT' ? item.amount + item.fee : item.amount;
  const extra = Object.entries(item.details ?? {});
  const f = (key: string) => t(`wallet.transactions.fields.${key}`);
  return (
    <dl className="transaction-facts">
      <Fact label={f('status')}>
        <StatusBadge status={item.status} />
      </Fact>
      <Fact label={f('type')}>{typeLabel(t, item.type)}</Fact>
      {item.airtime && (
        <Fact label={f('airtime')}>
          {t('wallet.transactions.airtime', item.airtime)}
          {item.airtime.creditedToWallet > 0 && (
            <div>
              {t('wallet.transactions.airtimeCredited', {
                amount: money(item.airtime.creditedToWallet, item.currency),
              })}
            </div>
          )}
        </Fact>
      )}
      <Fact label={f('direction')}>{t(`wallet.transactions.direction.${item.direction}`)}</Fact>
      <Fact label={f('amount')}>{money(item.amount, item.currency)}</Fact>
      <Fact label={f('fee')}>{money(item.fee, item.currency)}</Fact>
      <Fact label={f('total')}>{money(total, item.currency)}</Fact>
      <Fact label={f('reference')}>{item.reference}</Fact>
      <Fact label={f('phoneNumber')}>{item.phoneNumber}</Fact>
      <Fact label={f('beneficiaryName')}>{item.beneficiaryName}</Fact>
      <Fact label={f('provider')}>{item.provider}</Fact>
      <Fact label={f('providerReference')}>{item.providerReference}</Fact>
      <Fact label={f('receiptNumber')}>{item.receiptNumber}</Fact>
      {item.failureReason && <Fact label={f('failureReason')}>{item.failureReason}</Fact>}
      {item.groupId && <Fact label={f('groupId')}>{item.groupId}</Fact>}
      <Fact label={f('createdAt')}>
        {exact(item.createdAt)} (<RelativeTime date={item.createdAt} now={now} />)
      </Fact>
      <Fact label={f('updatedAt')}>{exact(item.updatedAt)}</Fact>
      <Fact label={f('id')}>
        <code>{item.id}</code>
      </Fact>
      {extra.map(([key, value]) => (
        <Fact key={key} label={key}>
          {typeof value === 'string' || typeof value === 'number'
            ? String(value)
            : JSON.stringify(value)}
        </Fact>
      ))}
    </dl>
  );
}

/** Every field of one transaction, in a drawer beside the list. */
export function TransactionDrawer({ transaction, now, onHide }: TransactionDrawerProps) {
  const { t } = useTranslation();
  return (
    <Offcanvas
      show={transaction !== null}
      onHide={onHide}
      placement="end"
      aria-labelledby="transaction-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('wallet.close')}>
        <Offcanvas.Title id="transaction-title" as="h2" className="h5">
          {t('wallet.transactions.detailTitle', { reference: transaction?.reference ?? '' })}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {transaction && <Details key={transaction.id} transaction={transaction} now={now} />}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
