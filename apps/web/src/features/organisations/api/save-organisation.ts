import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateOrganisationRequest,
  Organisation,
  UpdateOrganisationRequest,
} from '@pamoja/contract/organisations';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { MY_ORGANISATIONS_LABEL } from './get-my-organisations';
import { ORGANISATION_LABEL } from './get-organisation';

export const SAVE_ORGANISATION_LABEL = 'organisations.save';

export type SaveOrganisation =
  | { id?: undefined; body: CreateOrganisationRequest }
  | { id: string; body: UpdateOrganisationRequest };

/** `POST organizations` (the creator becomes its ADMIN) or `PUT organizations/{id}`. */
export function saveOrganisation({ id, body }: SaveOrganisation) {
  return request<ApiResponse<Organisation>>({
    method: id ? 'PUT' : 'POST',
    url: id ? `organizations/${encodeURIComponent(id)}` : 'organizations',
    data: body,
    label: SAVE_ORGANISATION_LABEL,
    hideErrorMessage: true,
  });
}

export const saveOrganisationMutationOptions = () =>
  labelMutationOptions(SAVE_ORGANISATION_LABEL, saveOrganisation);

export function useSaveOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveOrganisationMutationOptions(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [MY_ORGANISATIONS_LABEL] });
      await queryClient.invalidateQueries({ queryKey: [ORGANISATION_LABEL] });
    },
  });
}
