import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClosedDay } from '@pamoja/contract/bookings';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { AVAILABILITY_LABEL } from './get-availability';
import { CLOSED_DAYS_LABEL } from './list-closed-days';

export const REMOVE_CLOSED_DAY_LABEL = 'bookings.closedDays.remove';

/** `DELETE branches/{id}/closed-days/{dayId}`: the branch follows its opening hours that day again. */
export function removeClosedDay({ branchId, id }: Pick<ClosedDay, 'branchId' | 'id'>) {
  return request<ApiResponse<null>>({
    method: 'DELETE',
    url: `branches/${encodeURIComponent(branchId)}/closed-days/${encodeURIComponent(id)}`,
    label: REMOVE_CLOSED_DAY_LABEL,
  });
}

export function useRemoveClosedDay() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(REMOVE_CLOSED_DAY_LABEL, (day: ClosedDay) => removeClosedDay(day)),
    onSuccess: (_answer, { branchId, date }) => {
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [CLOSED_DAYS_LABEL, { branchId }] }),
        // That day's slots at that branch (any service) are open again.
        queryClient.invalidateQueries({ queryKey: [AVAILABILITY_LABEL, { branchId, date }] }),
      ]);
    },
  });
}
