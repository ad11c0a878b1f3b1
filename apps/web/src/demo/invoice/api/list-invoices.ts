import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { InvoiceList } from '../../mock/schemas/invoice-schema';

export const INVOICE_LIST_LABEL = 'demo.invoice.list';

export type InvoiceSortColumn =
  'id' | 'client' | 'total' | 'issuedDate' | 'balance' | 'invoiceStatus';

export interface InvoiceListQuery {
  q: string;
  status: string;
  page: number;
  perPage: number;
  sortColumn: InvoiceSortColumn;
  sort: 'asc' | 'desc';
}

/** `GET /apps/invoice/invoices`: one page of the search, status filter and sort. */
export function listInvoices(query: InvoiceListQuery, signal?: AbortSignal): Promise<InvoiceList> {
  return request<InvoiceList>({
    method: 'GET',
    apiType: 'demo',
    url: 'apps/invoice/invoices',
    query: { ...query },
    label: INVOICE_LIST_LABEL,
    hideErrorMessage: true,
    signal,
  });
}

export const invoiceListQueryOptions = (query: InvoiceListQuery) =>
  labelQueryOptions(INVOICE_LIST_LABEL, ({ signal }) => listInvoices(query, signal), query);

export function useInvoiceList(query: InvoiceListQuery) {
  // The old page stays on screen while the next one loads: the table does not jump.
  return useQuery({ ...invoiceListQueryOptions(query), placeholderData: keepPreviousData });
}
