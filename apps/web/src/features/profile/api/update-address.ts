import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, Profile } from '@pamoja/contract/users';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { profileQueryOptions } from './get-profile';

/** Its own slot, so the address form's pending and error state never shows on the profile form. */
export const UPDATE_ADDRESS_LABEL = 'profile.updateAddress';

/** `PUT users/me` with type ADDRESS: the address alone changes. */
export function updateAddress(address: Address): Promise<ApiResponse<Profile>> {
  return request<ApiResponse<Profile>>({
    method: 'PUT',
    url: 'users/me',
    data: { type: 'ADDRESS', address },
    label: UPDATE_ADDRESS_LABEL,
    hideErrorMessage: true,
  });
}

export const updateAddressMutationOptions = () =>
  labelMutationOptions(UPDATE_ADDRESS_LABEL, updateAddress);

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateAddressMutationOptions(),
    onSuccess: ({ data }) => queryClient.setQueryData(profileQueryOptions().queryKey, data),
  });
}
