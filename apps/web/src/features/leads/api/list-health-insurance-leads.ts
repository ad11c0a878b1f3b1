import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { useSessionStore } from '../../../shared/session/session-store';
import { fetchLeadPage, LEADS_LABEL } from './list-leads';
import type { LeadFilters } from './list-leads';

/** `GET product-leads/health-insurance`: the same list, health-insurance leads with facility. */
export const listHealthInsuranceLeads = (filters: LeadFilters, signal?: AbortSignal) =>
  fetchLeadPage('product-leads/health-insurance', filters, signal);

export const healthInsuranceLeadsQueryOptions = (
  filters: LeadFilters,
  organisation: string | null,
) =>
  labelQueryOptions(LEADS_LABEL, ({ signal }) => listHealthInsuranceLeads(filters, signal), {
    ...filters,
    organisation,
    list: 'health-insurance',
  });

export function useHealthInsuranceLeads(filters: LeadFilters, enabled = true) {
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...healthInsuranceLeadsQueryOptions(filters, organisation),
    placeholderData: keepPreviousData,
    enabled,
  });
}
