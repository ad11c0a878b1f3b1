import type { ReactNode } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { displayPhone } from '../../../shared/format/phone';
import { useTransaction } from '../api/get-transaction';
import { useMoney } from '../../../shared/format/money';
import { RelativeTime } from './relative-time';
import { StatusBadge } from './status-badge';
import { typeLabel } from './transaction-type';
import '../../../shared/ui/facts.scss';

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
  const f = (key: string) => t(`wallet.transactions.fields.${key}`);
  // What a member can act on: what, when, how much, how it went, and what to quote to support.
  // Provider ids and raw payloads stay with support, who can look them up by the reference.
  return (
    <dl className="facts transaction-facts">
      <Fact label={f('status')}>
        <StatusBadge status={item.status} />
      </Fact>
      {item.failureReason && <Fact label={f('failureReason')}>{item.failureReason}</Fact>}
      <Fact label={f('type')}>
        {typeLabel(t, item.type)} · {t(`wallet.transactions.direction.${item.direction}`)}
      </Fact>
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
      <Fact label={f('createdAt')}>
        {exact(item.createdAt)} (<RelativeTime date={item.createdAt} now={now} />)
      </Fact>
      <Fact label={f('amount')}>{money(item.amount, item.currency)}</Fact>
      {item.fee > 0 && <Fact label={f('fee')}>{money(item.fee, item.currency)}</Fact>}
      {item.fee > 0 && <Fact label={f('total')}>{money(total, item.currency)}</Fact>}
      {item.phoneNumber && <Fact label={f('phoneNumber')}>{displayPhone(item.phoneNumber)}</Fact>}
      {item.beneficiaryName && <Fact label={f('beneficiaryName')}>{item.beneficiaryName}</Fact>}
      {item.receiptNumber && <Fact label={f('receiptNumber')}>{item.receiptNumber}</Fact>}
      <Fact label={f('reference')}>
        <code>{item.reference}</code>
        <div className="small text-body-secondary">{t('wallet.transactions.referenceHint')}</div>
      </Fact>
    </dl>
  );
}

/** One transaction as its owner understands it, in a drawer beside the list. */
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
      {/* Focusable: a keyboard scrolls a long drawer. */}
      <Offcanvas.Body tabIndex={0}>
        {transaction && <Details key={transaction.id} transaction={transaction} now={now} />}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
