import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@pamoja/contract/users';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { preferencesQueryOptions } from './get-preferences';

export const UPDATE_PREFERENCES_LABEL = 'profile.updatePreferences';

export type PreferenceChanges = Partial<Omit<Preferences, 'userId'>>;

/** `PUT user-preference/{id}`. */
export function updatePreferences(input: {
  userId: string;
  changes: PreferenceChanges;
}): Promise<ApiResponse<Preferences>> {
  return request<ApiResponse<Preferences>>({
    method: 'PUT',
    url: `user-preference/${encodeURIComponent(input.userId)}`,
    data: input.changes,
    label: UPDATE_PREFERENCES_LABEL,
  });
}

export const updatePreferencesMutationOptions = () =>
  labelMutationOptions(UPDATE_PREFERENCES_LABEL, updatePreferences);

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updatePreferencesMutationOptions(),
    onSuccess: ({ data }) =>
      queryClient.setQueryData(preferencesQueryOptions(data.userId).queryKey, data),
  });
}
