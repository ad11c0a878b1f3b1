import { useQuery } from '@tanstack/react-query';
import type { Telco } from '@pamoja/contract/reference-data';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const AIRTIME_TELCOS_LABEL = 'airtime.telcos';

/** `GET telcos/active`: the networks and their 3-digit prefixes, to name a typed number's one. */
export async function getTelcos(signal?: AbortSignal): Promise<Telco[]> {
  const body = await request<ApiResponse<Telco[]>>({
    method: 'GET',
    url: 'telcos/active',
    label: AIRTIME_TELCOS_LABEL,
    signal,
    // Only a hint beside a field: the purchase works without it.
    hideErrorMessage: true,
  });
  return body.data;
}

export const telcosQueryOptions = () => ({
  ...labelQueryOptions(AIRTIME_TELCOS_LABEL, ({ signal }) => getTelcos(signal)),
  // Reference data, changed by migration.
  staleTime: 60 * 60_000,
});

export function useTelcos() {
  return useQuery(telcosQueryOptions());
}
