import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpeningHours, SetOpeningHoursRequest } from '@pamoja/contract/bookings';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { OPENING_HOURS_LABEL } from './get-opening-hours';

export const SET_OPENING_HOURS_LABEL = 'bookings.openingHours.save';

export interface SetOpeningHours {
  branchId: string;
  body: SetOpeningHoursRequest;
}

/** `PUT branches/{id}/opening-hours`: the whole week at once. */
export function setOpeningHours({ branchId, body }: SetOpeningHours) {
  return request<ApiResponse<OpeningHours>>({
    method: 'PUT',
    url: `branches/${encodeURIComponent(branchId)}/opening-hours`,
    data: body,
    label: SET_OPENING_HOURS_LABEL,
    hideErrorMessage: true,
  });
}

export function useSetOpeningHours() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(SET_OPENING_HOURS_LABEL, setOpeningHours),
    onSuccess: ({ data }) =>
      queryClient.setQueryData([OPENING_HOURS_LABEL, { branchId: data.branchId }], data),
  });
}
