import { useQuery } from '@tanstack/react-query';
import type { Product } from '@pamoja/contract/products';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useSessionStore } from '../../../shared/session/session-store';
import type { PickerSide } from './person-categories';

export const PERSON_PRODUCTS_LABEL = 'organisations.productPicker.products';
const WHOLE_LIST = 100;

const PATHS: Readonly<Record<PickerSide, string>> = {
  held: 'products/user',
  available: 'products/user-not-exists',
};

/**
 * `GET products/user/{id}/{categoryId}` or `products/user-not-exists/{id}/{categoryId}`: one
 * half of the picker, in one category.
 */
export async function listPersonProducts(
  userId: string,
  categoryId: string,
  side: PickerSide,
  signal?: AbortSignal,
): Promise<Product[]> {
  const body = await request<ApiResponse<Product[]>>({
    method: 'GET',
    url: `${PATHS[side]}/${encodeURIComponent(userId)}/${encodeURIComponent(categoryId)}`,
    query: { page: 1, limit: WHOLE_LIST },
    label: PERSON_PRODUCTS_LABEL,
    signal,
  });
  return body.data;
}

export const personProductsQueryOptions = (
  userId: string,
  categoryId: string,
  side: PickerSide,
  organisation: string | null,
) =>
  labelQueryOptions(
    PERSON_PRODUCTS_LABEL,
    ({ signal }) => listPersonProducts(userId, categoryId, side, signal),
    { userId, categoryId, side, organisation },
  );

export function usePersonProducts(userId: string, categoryId: string | null, side: PickerSide) {
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...personProductsQueryOptions(userId, categoryId ?? '', side, organisation),
    enabled: organisation !== null && categoryId !== null,
  });
}
