import { useTranslation } from 'react-i18next';
import type { AirtimeLine, WalletTransaction } from '@pamoja/contract/wallet';
import { useMoney } from '../../../shared/format/money';
import { displayPhone } from '../../../shared/format/phone';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table';
import { creditedOf, summaryOf } from '../lib/purchase-outcome';
import { LineStatusBadge } from './line-status-badge';

interface AirtimeLinesProps {
  purchase: WalletTransaction;
  /** Names the table for screen readers. */
  caption: string;
}

/** Per recipient: who, how much, and how it went; the counts above say the gist. */
export function AirtimeLines({ purchase, caption }: AirtimeLinesProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const summary = summaryOf(purchase);
  const credited = creditedOf(purchase);
  const columns: DataColumn<AirtimeLine>[] = [
    { id: 'name', header: t('airtime.fields.name'), cell: (line) => line.name ?? '—' },
    {
      id: 'phone',
      header: t('airtime.fields.phone'),
      cell: (line) => displayPhone(line.phoneNumber),
      className: 'text-nowrap',
    },
    {
      id: 'amount',
      header: t('airtime.fields.amount'),
      cell: (line) => money(line.amount, purchase.currency),
      className: 'text-end text-nowrap',
    },
    {
      id: 'status',
      header: t('airtime.fields.status'),
      cell: (line) => <LineStatusBadge status={line.status} />,
    },
    {
      id: 'reason',
      header: t('airtime.fields.reason'),
      cell: (line) => (
        <>
          {line.failureReason}
          {line.creditedToWallet && (
            <div className="small text-success">{t('airtime.lines.credited')}</div>
          )}
        </>
      ),
    },
  ];
  return (
    <>
      <ul className="list-inline mb-2" aria-label={t('airtime.lines.counts')}>
        <li className="list-inline-item">
          {t('airtime.lines.recipients', { count: summary.recipients })}
        </li>
        <li className="list-inline-item text-success">
          {t('airtime.lines.delivered', { count: summary.delivered })}
        </li>
        <li className="list-inline-item text-danger">
          {t('airtime.lines.failed', { count: summary.failed })}
        </li>
        {summary.pending > 0 && (
          <li className="list-inline-item">
            {t('airtime.lines.pending', { count: summary.pending })}
          </li>
        )}
        {credited > 0 && (
          <li className="list-inline-item">
            {t('airtime.lines.creditedTotal', { amount: money(credited, purchase.currency) })}
          </li>
        )}
      </ul>
      <DataTable
        caption={caption}
        columns={columns}
        rows={purchase.airtimeLines ?? []}
        rowKey={(line) => line.id}
        isPending={false}
        empty={t('airtime.lines.empty')}
      />
    </>
  );
}
