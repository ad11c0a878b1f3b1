import { useQuery } from '@tanstack/react-query';
import type { OpeningHours } from '@pamoja/contract/bookings';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const OPENING_HOURS_LABEL = 'bookings.openingHours';

/** `GET branches/{id}/opening-hours`: the seven days (the default week until the branch saves one). */
export async function getOpeningHours(branchId: string, signal?: AbortSignal) {
  const body = await request<ApiResponse<OpeningHours>>({
    method: 'GET',
    url: `branches/${encodeURIComponent(branchId)}/opening-hours`,
    label: OPENING_HOURS_LABEL,
    signal,
  });
  return body.data;
}

export const openingHoursQueryOptions = (branchId: string) =>
  labelQueryOptions(OPENING_HOURS_LABEL, ({ signal }) => getOpeningHours(branchId, signal), {
    branchId,
  });

export function useOpeningHours(branchId: string) {
  return useQuery({ ...openingHoursQueryOptions(branchId), enabled: branchId !== '' });
}
