import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { normalisePhone } from '@pamoja/contract/phone-number';
import { useMoney } from '../../../shared/format/money';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useSessionStore } from '../../../shared/session/session-store';
import { useAbility } from '../../../shared/session/use-ability';
import { SearchBox } from '../../../shared/ui/search-box';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useDownloadLeads } from '../api/download-leads';
import { useAssignees } from '../api/list-assignees';
import type { LeadFilters, LeadPage } from '../api/list-leads';
import { useProductOptions } from '../api/list-product-options';
import { HIDEABLE_COLUMNS, useLeadColumns } from '../hooks/use-lead-columns';
import { useLeadFilters } from '../hooks/use-lead-filters';
import { useLeadSelection } from '../hooks/use-lead-selection';
import { ColumnChooser } from './column-chooser';
import { DownloadMenu } from './download-menu';
import { leadColumns } from './lead-columns';
import { LeadDrawer } from './lead-drawer';
import { LeadFiltersPanel } from './lead-filters-panel';
import { LeadStatusChips } from './lead-status-chips';
import { LeadsResults } from './leads-results';
import '../leads.scss';

// The bulk tools (and the schemas their dialogs check with) load once a lead is selected, so the
// list itself stays within its JavaScript budget.
const LeadBulkPanel = lazy(async () => ({
  default: (await import('./lead-bulk-panel')).LeadBulkPanel,
}));

interface LeadsScreenProps {
  title: string;
  /** The list endpoint's hook: every lead, or the health-insurance ones. */
  useList: (filters: LeadFilters) => UseQueryResult<LeadPage>;
  /** Health-insurance leads name their facility. */
  facility?: boolean;
  /** Shown under the title, above the list: an agent's day (AgentToday). */
  intro?: ReactNode;
}

/**
 * A list of leads with its filters in the URL: agents see their own (the server scopes them),
 * admins every lead, with the bulk tools (docs/domains/leads.md).
 */
export function LeadsScreen({ title, useList, facility = false, intro }: LeadsScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const money = useMoney();
  const ability = useAbility();
  const canManage = ability.can('manage', 'Lead');
  const organisation = useSessionStore((state) => state.organisationId);
  const userId = useSessionStore((state) => state.userData?.id);
  const { filters, active, setFilter, setPage, clear } = useLeadFilters();
  // A half-typed phone is not searched for (the server would refuse it); the panel says so.
  const phoneOk = filters.phoneNumber === '' || normalisePhone(filters.phoneNumber) !== null;
  const sent = phoneOk ? filters : { ...filters, phoneNumber: '' };
  // One request once typing pauses; the key is a string so an equal filter set is not "new".
  const settled = useDebouncedValue(JSON.stringify(sent));
  const query = useList(useMemo(() => JSON.parse(settled) as LeadFilters, [settled]));
  const products = useProductOptions(organisation);
  const people = useAssignees(organisation, canManage);
  const selection = useLeadSelection();
  // Once loaded the panel stays: it shows the last bulk answer after the selection clears.
  const [bulkWanted, setBulkWanted] = useState(false);
  if (!bulkWanted && selection.leads.length > 0) setBulkWanted(true);
  const columnChoice = useLeadColumns();
  const download = useDownloadLeads();
  const [openLead, setOpenLead] = useState<string | null>(null);

  // Another filter shows other leads: a choice made among the old ones no longer applies.
  const filterKey = JSON.stringify({ ...filters, page: 0 });
  useEffect(() => selection.clear(), [filterKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const names = new Map((people.data ?? []).map((person) => [person.userId, person.fullName]));
  const allColumns = leadColumns({
    t,
    money,
    personName: (id) => names.get(id),
    currentUserId: userId,
    facility,
  });
  const chooseable = HIDEABLE_COLUMNS.filter((id) => allColumns.some((c) => c.id === id));

  return (
    <section aria-labelledby="leads-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="leads-title" className="h3 mb-0">
          {title}
        </h1>
        {ability.can('create', 'Lead') && (
          <Link to="/leads/new" className="btn btn-primary btn-sm">
            <Plus size={16} aria-hidden="true" className="me-1" />
            {t('leads.list.new')}
          </Link>
        )}
      </div>
      {intro}
      <div className="card">
        <div className="card-body">
          <LeadStatusChips value={filters.status} onChange={(s) => setFilter('status', s)} />
          <div className="d-flex flex-wrap align-items-center gap-2 my-3">
            <SearchBox
              className="leads-search"
              size="sm"
              label={t('leads.list.search')}
              value={filters.name}
              onChange={(value) => setFilter('name', value, { typing: true })}
            />
            <div className="d-flex gap-2 ms-auto">
              <ColumnChooser
                columns={chooseable}
                shows={columnChoice.shows}
                onToggle={columnChoice.toggle}
              />
              <DownloadMenu
                selected={selection.leads.length}
                pending={download.isPending}
                onDownload={(kind, format) =>
                  download.mutate(
                    kind === 'all'
                      ? { kind, filters, format }
                      : { kind, ids: selection.leads.map((lead) => lead.id), format },
                  )
                }
              />
            </div>
          </div>
          <LeadFiltersPanel
            filters={filters}
            phoneInvalid={!phoneOk}
            activeCount={active.length}
            onChange={setFilter}
            onClear={clear}
            products={products.data ?? []}
            people={canManage ? (people.data ?? []) : undefined}
          />
          {canManage && bulkWanted && (
            <Suspense fallback={null}>
              <LeadBulkPanel
                selected={selection.leads}
                canApprove={ability.can('approve', 'Lead')}
                people={people.data}
                onClear={selection.clear}
              />
            </Suspense>
          )}
          <LeadsResults
            caption={title}
            query={query}
            filtered={active.length > 0}
            columns={allColumns.filter((column) => columnChoice.shows(column.id))}
            onOpen={(lead) => setOpenLead(lead.id)}
            onPage={setPage}
            selection={canManage ? selection : undefined}
          />
        </div>
      </div>
      <LeadDrawer leadId={openLead} onClose={() => setOpenLead(null)} />
    </section>
  );
}
