import { useQuery } from '@tanstack/react-query';
import type { Bank } from '@pamoja/contract/reference-data';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const BANKS_LABEL = 'beneficiaries.banks';

/** `GET banks`: the reference list (about forty), whole, for a picker. */
export async function getBanks(signal?: AbortSignal): Promise<Bank[]> {
  const body = await request<ApiResponse<Bank[]>>({
    method: 'GET',
    url: 'banks',
    query: { limit: 100 },
    label: BANKS_LABEL,
    signal,
  });
  return body.data;
}

export const banksQueryOptions = () => ({
  ...labelQueryOptions(BANKS_LABEL, ({ signal }) => getBanks(signal)),
  staleTime: 60 * 60_000,
});

export function useBanks() {
  return useQuery(banksQueryOptions());
}
