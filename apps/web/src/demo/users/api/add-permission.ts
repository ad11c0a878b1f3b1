import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { Permission } from '../../mock/schemas/permission-schema';
import { PERMISSION_LIST_LABEL } from './list-permissions';

export const ADD_PERMISSION_LABEL = 'demo.permissions.add';

/** `POST /apps/permissions/add-permission` (201; the mock assigns it to administrator only). */
export function addPermission(name: string): Promise<{ permission: Permission }> {
  return request<{ permission: Permission }>({
    method: 'POST',
    apiType: 'demo',
    url: 'apps/permissions/add-permission',
    data: { permission: { name } },
    label: ADD_PERMISSION_LABEL,
  });
}

export function useAddPermission() {
  const client = useQueryClient();
  return useMutation({
    ...labelMutationOptions(ADD_PERMISSION_LABEL, addPermission),
    onSuccess: () => client.invalidateQueries({ queryKey: [PERMISSION_LIST_LABEL] }),
  });
}
