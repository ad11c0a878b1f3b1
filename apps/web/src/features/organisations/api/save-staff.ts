import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Staff } from '@pamoja/contract/staff';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { STAFF_LABEL } from './list-staff';

export const SAVE_STAFF_LABEL = 'organisations.staff.save';

/** `POST users/add-staff` (a person, where they work, their roles) or `PUT users/staff/{id}`. */
export function saveStaff({ id, body }: { id?: string; body: object }) {
  return request<ApiResponse<Staff>>({
    method: id ? 'PUT' : 'POST',
    url: id ? `users/staff/${encodeURIComponent(id)}` : 'users/add-staff',
    data: body,
    label: SAVE_STAFF_LABEL,
    hideErrorMessage: true,
  });
}

export const saveStaffMutationOptions = () => labelMutationOptions(SAVE_STAFF_LABEL, saveStaff);

export function useSaveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveStaffMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STAFF_LABEL] }),
  });
}
