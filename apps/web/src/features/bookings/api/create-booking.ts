import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, CreateBookingRequest } from '@pamoja/contract/bookings';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { AVAILABILITY_LABEL } from './get-availability';
import { BOOKINGS_LABEL } from './list-bookings';

export const CREATE_BOOKING_LABEL = 'bookings.create';

export interface CreateBookingInput {
  body: CreateBookingRequest;
  /** One per submission, the same on a retry of it, so a lost answer never books twice. */
  idempotencyKey: string;
}

/** `POST bookings`: 201 with the REQUESTED booking; the form shows any refusal itself. */
export function createBooking({ body, idempotencyKey }: CreateBookingInput) {
  return request<ApiResponse<Booking>>({
    method: 'POST',
    url: 'bookings',
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    label: CREATE_BOOKING_LABEL,
    hideErrorMessage: true,
    hideSuccessMessage: true,
  });
}

export const createBookingMutationOptions = () =>
  labelMutationOptions(CREATE_BOOKING_LABEL, createBooking);

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createBookingMutationOptions(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [BOOKINGS_LABEL] });
      void queryClient.invalidateQueries({ queryKey: [AVAILABILITY_LABEL] });
    },
  });
}
