import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../shared/http/http-error';
import { Pager } from '../../../shared/ui/pager';
import type { LeadPage, LeadRow } from '../api/list-leads';
import { LeadTable } from './lead-table';
import type { LeadTableColumn } from './lead-table';

interface LeadsResultsProps {
  caption: string;
  query: UseQueryResult<LeadPage>;
  /** Whether filters are in use: "nothing matches" rather than "no leads yet". */
  filtered: boolean;
  columns: readonly LeadTableColumn[];
  onOpen: (lead: LeadRow) => void;
  onPage: (page: number) => void;
  selection?: Parameters<typeof LeadTable>[0]['selection'];
}

/** Loading, failed (with retry), empty, or the total, the table and the pager. */
export function LeadsResults(props: LeadsResultsProps) {
  const { caption, query, filtered, columns, onOpen, onPage, selection } = props;
  const { t, i18n } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className="d-flex align-items-center gap-2 text-body-secondary">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        {t('common.loading')}
      </p>
    );
  }
  if (!query.data) {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
        <span>{isHttpError(query.error) ? query.error.text : t('common.loadFailed')}</span>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => void query.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const { items, pagination } = query.data;
  if (items.length === 0) {
    return (
      <p className="text-body-secondary py-3 mb-0">
        {t(filtered ? 'leads.list.noMatch' : 'leads.list.empty')}
      </p>
    );
  }
  const total = pagination.total.toLocaleString(i18n.language);
  return (
    <>
      <p className="small text-body-secondary mb-2" aria-live="polite">
        {t(pagination.totalIsEstimate ? 'leads.list.totalAbout' : 'leads.list.total', {
          count: pagination.total,
          total,
        })}
      </p>
      <LeadTable
        caption={caption}
        rows={items}
        columns={columns}
        onOpen={onOpen}
        selection={selection}
      />
      <Pager pagination={pagination} onPage={onPage} />
    </>
  );
}
