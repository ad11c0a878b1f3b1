import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { BOOKING_SERVICES_LABEL } from './list-booking-services';

export const DELETE_BOOKING_SERVICE_LABEL = 'bookings.services.delete';

/**
 * `DELETE booking-services/{id}`: the server deletes an unused service and only deactivates one
 * with bookings; its message (the notification) says which.
 */
export function deleteBookingService(id: string) {
  return request<ApiResponse<unknown>>({
    method: 'DELETE',
    url: `booking-services/${encodeURIComponent(id)}`,
    label: DELETE_BOOKING_SERVICE_LABEL,
  });
}

export function useDeleteBookingService() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(DELETE_BOOKING_SERVICE_LABEL, deleteBookingService),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BOOKING_SERVICES_LABEL] }),
  });
}
