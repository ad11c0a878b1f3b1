import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { InvoiceDetail } from '../../mock/schemas/invoice-schema';

export const INVOICE_LABEL = 'demo.invoice.detail';

/** `GET /api/invoice/invoices/:id`: the invoice and its payment details (404 when unknown). */
export function getInvoice(id: string, signal?: AbortSignal): Promise<InvoiceDetail> {
  return request<InvoiceDetail>({
    method: 'GET',
    apiType: 'demo',
    url: `api/invoice/invoices/${encodeURIComponent(id)}`,
    label: INVOICE_LABEL,
    // The page shows the failure in place of the invoice; a toast would say it twice.
    hideErrorMessage: true,
    signal,
  });
}

export const invoiceQueryOptions = (id: string) =>
  labelQueryOptions(INVOICE_LABEL, ({ signal }) => getInvoice(id, signal), id);

export function useInvoice(id: string) {
  return useQuery(invoiceQueryOptions(id));
}
