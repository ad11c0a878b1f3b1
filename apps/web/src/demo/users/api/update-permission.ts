import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { Permission } from '../../mock/schemas/permission-schema';
import { PERMISSION_LIST_LABEL } from './list-permissions';

export const UPDATE_PERMISSION_LABEL = 'demo.permissions.update';

/** `POST /apps/permissions/update-permission`: a permission's new name. */
export function updatePermission(input: {
  id: number;
  name: string;
}): Promise<{ permission: Permission }> {
  return request<{ permission: Permission }>({
    method: 'POST',
    apiType: 'demo',
    url: 'apps/permissions/update-permission',
    data: input,
    label: UPDATE_PERMISSION_LABEL,
  });
}

export function useUpdatePermission() {
  const client = useQueryClient();
  return useMutation({
    ...labelMutationOptions(UPDATE_PERMISSION_LABEL, updatePermission),
    onSuccess: () => client.invalidateQueries({ queryKey: [PERMISSION_LIST_LABEL] }),
  });
}
