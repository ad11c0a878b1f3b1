import { useQuery } from '@tanstack/react-query';
import type { AvailabilityQuery, Slot } from '@pamoja/contract/bookings';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useSessionStore } from '../../../shared/session/session-store';

export const AVAILABILITY_LABEL = 'bookings.availability';

export interface Availability {
  closed: boolean;
  slots: Slot[];
}

/** `GET bookings/availability?serviceId&branchId&date`: the day's slots with places left. */
export async function getAvailability(
  query: AvailabilityQuery,
  signal?: AbortSignal,
): Promise<Availability> {
  const body = await request<ApiResponse<Availability>>({
    method: 'GET',
    url: 'bookings/availability',
    query: { ...query },
    label: AVAILABILITY_LABEL,
    signal,
  });
  return { closed: body.data.closed, slots: body.data.slots };
}

export const availabilityQueryOptions = (query: AvailabilityQuery, organisation: string | null) =>
  labelQueryOptions(AVAILABILITY_LABEL, ({ signal }) => getAvailability(query, signal), {
    ...query,
    organisation,
  });

/** Asks only once service, branch and day are all chosen. */
export function useAvailability(query: Partial<AvailabilityQuery>) {
  const organisation = useSessionStore((state) => state.organisationId);
  const { serviceId = '', branchId = '', date = '' } = query;
  return useQuery({
    ...availabilityQueryOptions({ serviceId, branchId, date }, organisation),
    enabled: organisation !== null && serviceId !== '' && branchId !== '' && date !== '',
    // Places go quickly: a slot list older than this is worth asking again.
    staleTime: 10_000,
  });
}
