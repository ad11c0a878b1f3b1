import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import type { Lead } from '@pamoja/contract/leads';
import type { LeadStatus } from '@pamoja/contract/lead-states';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useSessionStore } from '../../../shared/session/session-store';

/** Every list of leads (all, health insurance) shares this label: a change refreshes them all. */
export const LEADS_LABEL = 'leads.list';
export const LEAD_PAGE_SIZE = 20;

/** The list's 13 filters and its page; empty means "any" (the client drops empty values). */
export interface LeadFilters {
  page: number;
  status: LeadStatus | '';
  name: string;
  phoneNumber: string;
  referralId: string;
  amountFrom: string;
  amountTo: string;
  from: string;
  to: string;
  product: string;
  agent: string;
  assignedTo: string;
  location: string;
}

/** A lead as a list row; health-insurance leads carry their facility, others null. */
export type LeadRow = Lead;

export interface LeadPage {
  items: LeadRow[];
  pagination: Pagination;
}

/** The filters as query values, without the page (downloads take them too). */
export function filterQuery(filters: LeadFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([name]) => name !== 'page')
      .map(([name, value]) => [name, String(value).trim()]),
  );
}

/** One page of a lead list endpoint with the filters; shared by both list files. */
export async function fetchLeadPage(
  url: string,
  filters: LeadFilters,
  signal?: AbortSignal,
): Promise<LeadPage> {
  const body = await request<ApiResponse<LeadRow[]>>({
    method: 'GET',
    url,
    query: { page: filters.page, limit: LEAD_PAGE_SIZE, ...filterQuery(filters) },
    label: LEADS_LABEL,
    // The list says what went wrong in its place (a half-typed phone is a 400), not in a toast.
    hideErrorMessage: true,
    signal,
  });
  return {
    items: body.data,
    pagination: body.pagination ?? {
      page: filters.page,
      limit: LEAD_PAGE_SIZE,
      total: body.data.length,
    },
  };
}

/** `GET product-leads` with the 13 filters: the visible leads, newest first. */
export const listLeads = (filters: LeadFilters, signal?: AbortSignal) =>
  fetchLeadPage('product-leads', filters, signal);

export const leadsQueryOptions = (filters: LeadFilters, organisation: string | null) =>
  labelQueryOptions(LEADS_LABEL, ({ signal }) => listLeads(filters, signal), {
    ...filters,
    organisation,
  });

export function useLeads(filters: LeadFilters, enabled = true) {
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...leadsQueryOptions(filters, organisation),
    placeholderData: keepPreviousData,
    enabled,
  });
}
