import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import { INVOICE_LIST_LABEL } from './list-invoices';

export const DELETE_INVOICE_LABEL = 'demo.invoice.delete';

/** `DELETE /apps/invoice/delete?id=`. */
export function deleteInvoice(id: number): Promise<{ id: number }> {
  return request<{ id: number }>({
    method: 'DELETE',
    apiType: 'demo',
    url: 'apps/invoice/delete',
    query: { id },
    label: DELETE_INVOICE_LABEL,
  });
}

export function useDeleteInvoice() {
  const client = useQueryClient();
  return useMutation({
    ...labelMutationOptions(DELETE_INVOICE_LABEL, deleteInvoice),
    onSuccess: () => client.invalidateQueries({ queryKey: [INVOICE_LIST_LABEL] }),
  });
}
