import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import { EVENTS_LABEL } from './list-events';

export const REMOVE_EVENT_LABEL = 'demo.calendar.remove';

/** `DELETE /apps/calendar/remove-event?id`: the event is gone (until the page is reloaded). */
export function removeEvent(id: number): Promise<{ id: number }> {
  return request<{ id: number }>({
    method: 'DELETE',
    apiType: 'demo',
    url: 'apps/calendar/remove-event',
    query: { id },
    label: REMOVE_EVENT_LABEL,
  });
}

export function useRemoveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(REMOVE_EVENT_LABEL, removeEvent),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EVENTS_LABEL] }),
  });
}
