import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { InvoiceClient } from '../../mock/schemas/invoice-schema';

export const INVOICE_CLIENTS_LABEL = 'demo.invoice.clients';

/** `GET /api/invoice/clients`: the five clients the add and edit forms offer. */
export function listClients(signal?: AbortSignal): Promise<InvoiceClient[]> {
  return request<InvoiceClient[]>({
    method: 'GET',
    apiType: 'demo',
    url: 'api/invoice/clients',
    label: INVOICE_CLIENTS_LABEL,
    signal,
  });
}

export const clientsQueryOptions = () =>
  labelQueryOptions(INVOICE_CLIENTS_LABEL, ({ signal }) => listClients(signal));

export function useClients() {
  return useQuery(clientsQueryOptions());
}
