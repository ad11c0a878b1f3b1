import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import { LEAD_LABEL } from './get-lead';

export const DELETE_LEAD_LABEL = 'leads.delete';

/** `DELETE product-leads/{id}`: a soft delete, recorded as an event. */
export async function deleteLead(id: string): Promise<void> {
  await request({ method: 'DELETE', url: `product-leads/${id}`, label: DELETE_LEAD_LABEL });
}

export const deleteLeadMutationOptions = () => labelMutationOptions(DELETE_LEAD_LABEL, deleteLead);

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteLeadMutationOptions(),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [LEAD_LABEL] });
      void queryClient.invalidateQueries({ queryKey: ['leads.list'] });
      return id;
    },
  });
}
