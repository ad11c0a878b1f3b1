import { useQuery } from '@tanstack/react-query';
import type { Pagination } from '@pamoja/contract/api-response';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { LIST_LIMIT, listKey, type BeneficiaryResource } from './resources';

export interface BeneficiaryPage<Item> {
  items: Item[];
  pagination?: Pagination;
}

/** `GET bank-accounts | pesalink-beneficiaries | mobile-wallets`: the caller's own, newest first. */
export async function listBeneficiaries<Item>(
  resource: BeneficiaryResource<Item>,
  signal?: AbortSignal,
): Promise<BeneficiaryPage<Item>> {
  const body = await request<ApiResponse<Item[]>>({
    method: 'GET',
    url: resource.path,
    query: { limit: LIST_LIMIT },
    label: listKey(resource),
    signal,
  });
  return { items: body.data, pagination: body.pagination };
}

export const beneficiariesQueryOptions = <Item>(resource: BeneficiaryResource<Item>) =>
  labelQueryOptions(listKey(resource), ({ signal }) => listBeneficiaries(resource, signal));

export function useBeneficiaries<Item>(resource: BeneficiaryResource<Item>) {
  return useQuery(beneficiariesQueryOptions(resource));
}
