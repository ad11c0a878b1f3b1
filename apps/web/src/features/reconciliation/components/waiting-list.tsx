import { useTranslation } from 'react-i18next';
import type { ReconciliationItem } from '@pamoja/contract/reconciliation';
import { Amount, Moment, Owner, Provider, WaitedFor, What } from './item-cells';
import { QueueTable } from './queue-table';
import type { QueueQuery } from './queue-table';

interface WaitingListProps {
  query: QueueQuery;
  now: Date;
  onPage: (page: number) => void;
  onDecide: (item: ReconciliationItem) => void;
}

/**
 * What waits for a decision, oldest first. On a phone the row keeps who, how much and the
 * button; the rest is in the dialog the button opens.
 */
export function WaitingList({ query, now, onPage, onDecide }: WaitingListProps) {
  const { t } = useTranslation();
  const c = (key: string) => t(`reconciliation.columns.${key}`);
  return (
    <QueueTable
      caption={t('reconciliation.waiting.caption')}
      query={query}
      onPage={onPage}
      empty={t('reconciliation.waiting.empty')}
      columns={[
        {
          id: 'opened',
          header: c('opened'),
          className: 'd-none d-md-table-cell',
          cell: (row) => <Moment iso={row.openedAt} now={now} />,
        },
        {
          id: 'owner',
          header: c('owner'),
          cell: (row) => (
            <>
              <Owner owner={row.owner} />
              <div className="d-md-none small mt-1" data-testid="phone-summary">
                <Amount transaction={row.transaction} /> · {row.transaction.reference}
              </div>
            </>
          ),
        },
        {
          id: 'what',
          header: c('what'),
          className: 'd-none d-md-table-cell',
          cell: (row) => <What transaction={row.transaction} />,
        },
        {
          id: 'amount',
          header: c('amount'),
          className: 'd-none d-md-table-cell text-end',
          cell: (row) => <Amount transaction={row.transaction} />,
        },
        {
          id: 'provider',
          header: c('provider'),
          className: 'd-none d-lg-table-cell',
          cell: (row) => <Provider transaction={row.transaction} cause={row.cause} />,
        },
        {
          id: 'waited',
          header: c('waited'),
          className: 'd-none d-md-table-cell',
          cell: (row) => <WaitedFor item={row} now={now} />,
        },
        {
          id: 'actions',
          header: <span className="visually-hidden">{c('actions')}</span>,
          className: 'text-end',
          cell: (row) => (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              aria-label={t('reconciliation.decideOne', { reference: row.transaction.reference })}
              onClick={() => onDecide(row)}
            >
              {t('reconciliation.decide')}
            </button>
          ),
        },
      ]}
    />
  );
}
