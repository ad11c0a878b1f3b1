import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { Calendar, CalendarEvent } from '../../mock/schemas/calendar-event-schema';

export const EVENTS_LABEL = 'demo.calendar.events';

/** `GET /apps/calendar/events?calendars=…`: the events of the calendars ticked. */
export function listEvents(
  calendars: readonly Calendar[],
  signal?: AbortSignal,
): Promise<CalendarEvent[]> {
  return request<CalendarEvent[]>({
    method: 'GET',
    apiType: 'demo',
    url: 'apps/calendar/events',
    query: { calendars: calendars.join(',') },
    label: EVENTS_LABEL,
    signal,
  });
}

export const eventsQueryOptions = (calendars: readonly Calendar[]) =>
  labelQueryOptions(EVENTS_LABEL, ({ signal }) => listEvents(calendars, signal), calendars);

export function useEvents(calendars: readonly Calendar[]) {
  return useQuery({
    ...eventsQueryOptions(calendars),
    // The client drops an empty query value ("no filter" would mean every calendar): with none
    // ticked there is nothing to ask for.
    enabled: calendars.length > 0,
    placeholderData: keepPreviousData,
  });
}
