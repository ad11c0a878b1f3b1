import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions, labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiKey, NewApiKey } from '../../mock/schemas/api-key-schema';

export const API_KEYS_LABEL = 'demo.apiKeys';
export const ADD_API_KEY_LABEL = 'demo.apiKeys.add';
export const DELETE_API_KEY_LABEL = 'demo.apiKeys.delete';

/** `GET /api-key/data`: newest first. */
export function listApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  return request<ApiKey[]>({
    method: 'GET',
    apiType: 'demo',
    url: 'api-key/data',
    label: API_KEYS_LABEL,
    signal,
  });
}

/** `POST /api-key/add`: the new key with its secret. */
export function addApiKey(key: NewApiKey): Promise<ApiKey> {
  return request<ApiKey>({
    method: 'POST',
    apiType: 'demo',
    url: 'api-key/add',
    data: key,
    label: ADD_API_KEY_LABEL,
  });
}

/** `DELETE /api-key/delete?id`. */
export function deleteApiKey(id: number): Promise<{ id: number }> {
  return request<{ id: number }>({
    method: 'DELETE',
    apiType: 'demo',
    url: 'api-key/delete',
    query: { id },
    label: DELETE_API_KEY_LABEL,
  });
}

export function useApiKeys() {
  return useQuery(labelQueryOptions(API_KEYS_LABEL, ({ signal }) => listApiKeys(signal)));
}

function useRefreshingMutation<T, V>(label: string, run: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(label, run),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [API_KEYS_LABEL] }),
  });
}

export const useAddApiKey = () => useRefreshingMutation(ADD_API_KEY_LABEL, addApiKey);
export const useDeleteApiKey = () => useRefreshingMutation(DELETE_API_KEY_LABEL, deleteApiKey);
