import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { CalendarEvent } from '../../mock/schemas/calendar-event-schema';
import { EVENTS_LABEL } from './list-events';

export const ADD_EVENT_LABEL = 'demo.calendar.add';

export type NewEvent = Omit<CalendarEvent, 'id'>;

/** `POST /apps/calendar/add-event { event }`: 201 with the event and its new id. */
export function addEvent(event: NewEvent): Promise<{ event: CalendarEvent }> {
  return request<{ event: CalendarEvent }>({
    method: 'POST',
    apiType: 'demo',
    url: 'apps/calendar/add-event',
    data: { event },
    label: ADD_EVENT_LABEL,
  });
}

export function useAddEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(ADD_EVENT_LABEL, addEvent),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EVENTS_LABEL] }),
  });
}
