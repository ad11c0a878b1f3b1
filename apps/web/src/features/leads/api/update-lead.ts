import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead, UpdateLeadRequest } from '@pamoja/contract/leads';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { LEAD_LABEL } from './get-lead';
import { LEAD_ACTIVITY_LABEL } from './lead-activity';

export const UPDATE_LEAD_LABEL = 'leads.update';

export interface UpdateLeadInput {
  id: string;
  /** Carries the `version` that was read: a stale one is 409 `LEAD_CHANGED`. */
  body: UpdateLeadRequest;
}

/** `PUT product-leads/{id}`: the customer's details while the lead is NEW. */
export async function updateLead({ id, body }: UpdateLeadInput): Promise<Lead> {
  const answer = await request<ApiResponse<Lead>>({
    method: 'PUT',
    url: `product-leads/${id}`,
    data: body,
    label: UPDATE_LEAD_LABEL,
    hideErrorMessage: true,
  });
  return answer.data;
}

export const updateLeadMutationOptions = () => labelMutationOptions(UPDATE_LEAD_LABEL, updateLead);

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateLeadMutationOptions(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [LEAD_LABEL] }),
        queryClient.invalidateQueries({ queryKey: [LEAD_ACTIVITY_LABEL] }),
        queryClient.invalidateQueries({ queryKey: ['leads.list'] }),
      ]),
  });
}
