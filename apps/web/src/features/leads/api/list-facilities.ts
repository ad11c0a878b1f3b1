import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { facilitySchema } from '@pamoja/contract/facilities';
import type { Facility } from '@pamoja/contract/facilities';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

// Other files of the feature name the facility by this module, where they fetch it.
export type { Facility };

export const FACILITIES_LABEL = 'leads.facilities';
const FACILITY_PAGE = 10;

/** `GET product-leads/facilities?search&page&limit`: the facilities matching what was typed. */
export async function listFacilities(search: string, signal?: AbortSignal): Promise<Facility[]> {
  const body = await request<ApiResponse<unknown>>({
    method: 'GET',
    url: 'product-leads/facilities',
    query: { search, page: 1, limit: FACILITY_PAGE },
    label: FACILITIES_LABEL,
    signal,
  });
  return z.array(facilitySchema).parse(body.data);
}

export const facilitiesQueryOptions = (search: string) =>
  labelQueryOptions(FACILITIES_LABEL, ({ signal }) => listFacilities(search, signal), { search });

export function useFacilities(search: string, enabled: boolean) {
  return useQuery({
    ...facilitiesQueryOptions(search),
    placeholderData: keepPreviousData,
    enabled,
  });
}
