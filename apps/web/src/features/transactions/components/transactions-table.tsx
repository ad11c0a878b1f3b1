import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { Table } from '../../../shared/ui/table';
import { useMoney } from '../../../shared/format/money';
import { RelativeTime } from './relative-time';
import { StatusBadge } from './status-badge';
import { counterparty, typeLabel } from './transaction-type';

/** Money that did not move is struck through; money that came in is green. */
function amountTone(item: WalletTransaction): string {
  if (item.status === 'FAILED' || item.status === 'REVERSED') {
    return 'text-body-secondary text-decoration-line-through';
  }
  return item.direction === 'CREDIT' && item.status === 'SUCCESS' ? 'text-success' : '';
}

interface TransactionsTableProps {
  items: WalletTransaction[];
  now: Date;
  onOpen: (transaction: WalletTransaction) => void;
}

export function TransactionsTable({ items, now, onOpen }: TransactionsTableProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Table caption={t('wallet.transactions.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('wallet.transactions.columns.when')}</th>
          <th scope="col">{t('wallet.transactions.columns.type')}</th>
          <th scope="col">{t('wallet.transactions.columns.counterparty')}</th>
          <th scope="col" className="text-end">
            {t('wallet.transactions.columns.amount')}
          </th>
          <th scope="col">{t('wallet.transactions.columns.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('wallet.transactions.columns.details')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const sign = item.direction === 'DEBIT' ? '−' : '+';
          return (
            <tr key={item.id} data-testid="transaction-row">
              <td className="text-nowrap">
                <RelativeTime date={item.createdAt} now={now} />
              </td>
              <td>
                <div>{typeLabel(t, item.type)}</div>
                <div className="small text-body-secondary">{item.reference}</div>
              </td>
              <td>{counterparty(item)}</td>
              <td className={`text-end text-nowrap ${amountTone(item)}`}>
                {sign} {money(item.amount, item.currency)}
              </td>
              <td>
                <StatusBadge status={item.status} />
              </td>
              <td className="text-end">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  onClick={() => onOpen(item)}
                  aria-label={t('wallet.transactions.open', { reference: item.reference })}
                >
                  {t('wallet.transactions.view')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
