import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { itemKey, listKey } from './resources';
import type { ScopedResource } from './resources';

export interface SaveItem {
  /** Absent: `POST {path}` creates; present: `PUT {path}/{id}` saves. */
  id?: string;
  body: object;
}

/** Create or edit: the server's message ("Team Umoja is created.") is the notification. */
export function saveItem<T>(resource: ScopedResource, { id, body }: SaveItem) {
  return request<ApiResponse<T>>({
    method: id ? 'PUT' : 'POST',
    url: id ? `${resource.path}/${encodeURIComponent(id)}` : resource.path,
    data: body,
    label: `${resource.label}.save`,
    // The form puts refusals on its fields.
    hideErrorMessage: true,
  });
}

export const saveItemMutationOptions = <T>(resource: ScopedResource) =>
  labelMutationOptions(`${resource.label}.save`, (input: SaveItem) => saveItem<T>(resource, input));

export function useSaveItem<T>(resource: ScopedResource) {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveItemMutationOptions<T>(resource),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [listKey(resource)] });
      await queryClient.invalidateQueries({ queryKey: [itemKey(resource)] });
    },
  });
}
