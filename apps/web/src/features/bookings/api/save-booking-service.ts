import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BookingService,
  CreateBookingServiceRequest,
  UpdateBookingServiceRequest,
} from '@pamoja/contract/bookings';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { BOOKING_SERVICES_LABEL } from './list-booking-services';

export const SAVE_BOOKING_SERVICE_LABEL = 'bookings.services.save';

export type SaveBookingService =
  | { id?: undefined; body: CreateBookingServiceRequest }
  | { id: string; body: UpdateBookingServiceRequest };

/** `POST booking-services` or `PUT booking-services/{id}`; the form shows refusals on its fields. */
export function saveBookingService({ id, body }: SaveBookingService) {
  return request<ApiResponse<BookingService>>({
    method: id ? 'PUT' : 'POST',
    url: id ? `booking-services/${encodeURIComponent(id)}` : 'booking-services',
    data: body,
    label: SAVE_BOOKING_SERVICE_LABEL,
    hideErrorMessage: true,
  });
}

export function useSaveBookingService() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(SAVE_BOOKING_SERVICE_LABEL, saveBookingService),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BOOKING_SERVICES_LABEL] }),
  });
}
