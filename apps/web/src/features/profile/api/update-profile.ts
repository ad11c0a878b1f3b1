import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileRequest } from '@pamoja/contract/users';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { profileQueryOptions } from './get-profile';
import { storeProfileUserData } from './user-data-from-profile';

export const UPDATE_PROFILE_LABEL = 'profile.updateAccount';

export type ProfileChanges = Omit<UpdateProfileRequest, 'type' | 'address'>;

/** `PUT users/me`: names, date of birth, ID number, avatar. */
export function updateProfile(changes: ProfileChanges): Promise<ApiResponse<Profile>> {
  return request<ApiResponse<Profile>>({
    method: 'PUT',
    url: 'users/me',
    data: { type: 'PROFILE', ...changes },
    label: UPDATE_PROFILE_LABEL,
    hideErrorMessage: true,
  });
}

export const updateProfileMutationOptions = () =>
  labelMutationOptions(UPDATE_PROFILE_LABEL, updateProfile);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateProfileMutationOptions(),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, data);
      storeProfileUserData(data);
    },
  });
}
