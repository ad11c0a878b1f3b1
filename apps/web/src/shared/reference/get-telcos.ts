import { useQuery } from '@tanstack/react-query';
import type { Telco } from '@pamoja/contract/reference-data';
import { labelQueryOptions } from '../http/query-options';
import { request } from '../http/request';
import type { ApiResponse } from '../http/types';

export const TELCOS_LABEL = 'reference.telcos';

/** `GET telcos/active`: the mobile networks and their 3-digit number prefixes. */
export async function getTelcos(signal?: AbortSignal): Promise<Telco[]> {
  const body = await request<ApiResponse<Telco[]>>({
    method: 'GET',
    url: 'telcos/active',
    label: TELCOS_LABEL,
    signal,
  });
  return body.data;
}

export const telcosQueryOptions = () => ({
  ...labelQueryOptions(TELCOS_LABEL, ({ signal }) => getTelcos(signal)),
  // Reference data, changed only by a migration.
  staleTime: 60 * 60_000,
});

export function useTelcos() {
  return useQuery(telcosQueryOptions());
}
