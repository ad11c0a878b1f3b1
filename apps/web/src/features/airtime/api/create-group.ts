import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AirtimeGroup, CreateAirtimeGroupRequest } from '@pamoja/contract/airtime';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { invalidateGroups } from './invalidate';

export const CREATE_GROUP_LABEL = 'airtime.createGroup';

/** `POST airtime-groups`: 201 with the new, empty group. */
export function createGroup(body: CreateAirtimeGroupRequest) {
  return request<ApiResponse<AirtimeGroup>>({
    method: 'POST',
    url: 'airtime-groups',
    data: body,
    label: CREATE_GROUP_LABEL,
    // The form puts refusals on its fields.
    hideErrorMessage: true,
  });
}

export const createGroupMutationOptions = () =>
  labelMutationOptions(CREATE_GROUP_LABEL, createGroup);

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createGroupMutationOptions(),
    onSuccess: () => invalidateGroups(queryClient),
  });
}
