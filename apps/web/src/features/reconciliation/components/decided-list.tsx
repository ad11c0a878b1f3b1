import { useTranslation } from 'react-i18next';
import { absoluteTime } from '../../../shared/format/relative-time';
import { Amount, Moment, Owner, What } from './item-cells';
import { OutcomeBadge } from './outcome-badge';
import { QueueTable } from './queue-table';
import type { QueueQuery } from './queue-table';

interface DecidedListProps {
  query: QueueQuery;
  now: Date;
  onPage: (page: number) => void;
}

/** What was decided, newest first: the decision, why, on what evidence, by whom and when. */
export function DecidedList({ query, now, onPage }: DecidedListProps) {
  const { t, i18n } = useTranslation();
  const c = (key: string) => t(`reconciliation.columns.${key}`);
  return (
    <QueueTable
      caption={t('reconciliation.decided.caption')}
      query={query}
      onPage={onPage}
      empty={t('reconciliation.decided.empty')}
      columns={[
        {
          id: 'decidedAt',
          header: c('decidedAt'),
          className: 'd-none d-md-table-cell',
          cell: (row) => (row.resolvedAt ? <Moment iso={row.resolvedAt} now={now} /> : '—'),
        },
        {
          id: 'owner',
          header: c('owner'),
          cell: (row) => (
            <>
              <Owner owner={row.owner} />
              <div className="d-md-none small mt-1">
                <Amount transaction={row.transaction} /> · {row.transaction.reference}
              </div>
            </>
          ),
        },
        {
          id: 'what',
          header: c('what'),
          className: 'd-none d-md-table-cell',
          cell: (row) => (
            <>
              <What transaction={row.transaction} />
              <Amount transaction={row.transaction} />
            </>
          ),
        },
        {
          id: 'decision',
          header: c('decision'),
          cell: (row) => (
            <div className="reconciliation-decision">
              {row.outcome && <OutcomeBadge outcome={row.outcome} />}
              {row.reason && <div className="mt-1">{row.reason}</div>}
              {row.evidence && (
                <div className="small text-body-secondary text-break">
                  {t('reconciliation.evidenceShown', { evidence: row.evidence })}
                </div>
              )}
              {/* Narrower screens have no "by" column: who and when come here. */}
              {row.resolvedBy && row.resolvedAt && (
                <div className="small text-body-secondary d-lg-none">
                  {t('reconciliation.decidedByOn', {
                    name: row.resolvedBy.name,
                    when: absoluteTime(row.resolvedAt, i18n.language),
                  })}
                </div>
              )}
            </div>
          ),
        },
        {
          id: 'decidedBy',
          header: c('decidedBy'),
          className: 'd-none d-lg-table-cell',
          cell: (row) => row.resolvedBy?.name ?? '—',
        },
      ]}
    />
  );
}
