import { useQuery } from '@tanstack/react-query';
import type { Telco } from '@pamoja/contract/reference-data';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const TELCOS_LABEL = 'beneficiaries.telcos';

/** `GET telcos/active`: the mobile networks a wallet can be on, with their number prefixes. */
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
  staleTime: 60 * 60_000,
});

export function useTelcos() {
  return useQuery(telcosQueryOptions());
}
