import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { InvoiceList } from '../../mock/schemas/invoice-schema';

export const INVOICES_LABEL = 'demo.invoices';

export interface InvoicePage {
  page: number;
  perPage: number;
}

/** `GET /apps/invoice/invoices?page&perPage`: newest first, the mock's default order. */
export function listInvoices(page: InvoicePage, signal?: AbortSignal): Promise<InvoiceList> {
  return request<InvoiceList>({
    method: 'GET',
    apiType: 'demo',
    url: 'apps/invoice/invoices',
    query: { page: page.page, perPage: page.perPage },
    label: INVOICES_LABEL,
    signal,
  });
}

export const invoicesQueryOptions = (page: InvoicePage) =>
  labelQueryOptions(INVOICES_LABEL, ({ signal }) => listInvoices(page, signal), page);

export function useInvoices(page: InvoicePage) {
  return useQuery(invoicesQueryOptions(page));
}
