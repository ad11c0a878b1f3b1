import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddClosedDayRequest, ClosedDay } from '@pamoja/contract/bookings';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { AVAILABILITY_LABEL } from './get-availability';
import { CLOSED_DAYS_LABEL } from './list-closed-days';

export const ADD_CLOSED_DAY_LABEL = 'bookings.closedDays.add';

export interface AddClosedDay {
  branchId: string;
  body: AddClosedDayRequest;
}

/**
 * `POST branches/{id}/closed-days` (201); the form shows refusals itself (409
 * `CLOSED_DAY_EXISTS` on the date), the success message is the server's.
 */
export function addClosedDay({ branchId, body }: AddClosedDay) {
  return request<ApiResponse<ClosedDay>>({
    method: 'POST',
    url: `branches/${encodeURIComponent(branchId)}/closed-days`,
    data: body,
    label: ADD_CLOSED_DAY_LABEL,
    hideErrorMessage: true,
  });
}

export function useAddClosedDay() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(ADD_CLOSED_DAY_LABEL, addClosedDay),
    onSuccess: ({ data }) => {
      const { branchId, date } = data;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [CLOSED_DAYS_LABEL, { branchId }] }),
        // That day's slots at that branch (any service) are gone now.
        queryClient.invalidateQueries({ queryKey: [AVAILABILITY_LABEL, { branchId, date }] }),
      ]);
    },
  });
}
