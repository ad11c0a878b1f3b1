import { useQuery } from '@tanstack/react-query';
import type { Category } from '@pamoja/contract/products';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useSessionStore } from '../../../shared/session/session-store';

export const PERSON_CATEGORIES_LABEL = 'organisations.productPicker.categories';
/** A picker list comes whole: the API's largest page holds every category. */
const WHOLE_LIST = 100;

/** `held`: what the person sells; `available`: on sale in the organisation, not theirs yet. */
export type PickerSide = 'held' | 'available';

const PATHS: Readonly<Record<PickerSide, string>> = {
  held: 'categories/user',
  available: 'categories/user-not-exists',
};

/**
 * `GET categories/user/{id}` or `categories/user-not-exists/{id}`: the categories in which the
 * person holds products, or in which there are products on sale they do not hold yet.
 */
export async function listPersonCategories(
  userId: string,
  side: PickerSide,
  signal?: AbortSignal,
): Promise<Category[]> {
  const body = await request<ApiResponse<Category[]>>({
    method: 'GET',
    url: `${PATHS[side]}/${encodeURIComponent(userId)}`,
    query: { page: 1, limit: WHOLE_LIST },
    label: PERSON_CATEGORIES_LABEL,
    signal,
  });
  return body.data;
}

export const personCategoriesQueryOptions = (
  userId: string,
  side: PickerSide,
  organisation: string | null,
) =>
  labelQueryOptions(
    PERSON_CATEGORIES_LABEL,
    ({ signal }) => listPersonCategories(userId, side, signal),
    { userId, side, organisation },
  );

export function usePersonCategories(userId: string, side: PickerSide) {
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...personCategoriesQueryOptions(userId, side, organisation),
    enabled: organisation !== null,
  });
}
