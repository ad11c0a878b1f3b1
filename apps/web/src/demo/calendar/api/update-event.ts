import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { CalendarEvent } from '../../mock/schemas/calendar-event-schema';
import { EVENTS_LABEL } from './list-events';

export const UPDATE_EVENT_LABEL = 'demo.calendar.update';

/** `POST /apps/calendar/update-event { event }`: the edit panel's save, a drag or a resize. */
export function updateEvent(event: CalendarEvent): Promise<{ event: CalendarEvent }> {
  return request<{ event: CalendarEvent }>({
    method: 'POST',
    apiType: 'demo',
    url: 'apps/calendar/update-event',
    data: { event },
    label: UPDATE_EVENT_LABEL,
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(UPDATE_EVENT_LABEL, updateEvent),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EVENTS_LABEL] }),
  });
}
