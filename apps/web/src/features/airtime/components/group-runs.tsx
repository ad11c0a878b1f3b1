import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { useMoney } from '../../../shared/format/money';
import { Pager } from '../../../shared/ui/pager';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useGroupRuns } from '../api/get-group-runs';
import { summaryOf } from '../lib/purchase-outcome';
import { AirtimeLines } from './airtime-lines';
import { RunStatusBadge } from './run-status-badge';

function Run({ run }: { run: WalletTransaction }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const summary = summaryOf(run);
  const when = new Date(run.createdAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const panelId = `airtime-run-${run.id}`;
  return (
    <li className="list-group-item" data-testid="airtime-run">
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button
          type="button"
          className="btn btn-sm btn-link px-0 d-inline-flex align-items-center gap-1"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <ChevronDown size={16} aria-hidden="true" />
          ) : (
            <ChevronRight size={16} aria-hidden="true" />
          )}
          <time dateTime={run.createdAt}>{when}</time>
        </button>
        <span className="fw-medium">{money(run.amount, run.currency)}</span>
        <RunStatusBadge status={run.status} />
        <span className="text-body-secondary small">
          {t('airtime.history.outcome', {
            delivered: summary.delivered,
            recipients: summary.recipients,
          })}
        </span>
        <span className="text-body-secondary small ms-auto">{run.reference}</span>
      </div>
      {open && (
        <div id={panelId} className="mt-3">
          {run.failureReason && <p className="small mb-2">{run.failureReason}</p>}
          <AirtimeLines purchase={run} caption={t('airtime.history.caption', { when })} />
        </div>
      )}
    </li>
  );
}

/** The group's past runs, newest first; each opens to show how it went for every member. */
export function GroupRuns({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const runs = useGroupRuns({ groupId, page });
  return (
    <section aria-labelledby="airtime-history-title">
      <h2 id="airtime-history-title" className="h5">
        {t('airtime.history.title')}
      </h2>
      <QueryStatus query={runs}>
        {({ items, pagination }) =>
          items.length === 0 ? (
            <p className="text-body-secondary py-3 mb-0">{t('airtime.history.empty')}</p>
          ) : (
            <>
              <ul className="list-group">
                {items.map((run) => (
                  <Run key={run.id} run={run} />
                ))}
              </ul>
              <Pager pagination={pagination} onPage={setPage} label={t('airtime.history.pages')} />
            </>
          )
        }
      </QueryStatus>
    </section>
  );
}
