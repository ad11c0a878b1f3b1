import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Enrollment } from '@pamoja/contract/enrollments';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { COURSE_PROGRESS_LABEL } from './get-course-progress';
import { MY_ENROLLMENTS_LABEL } from './list-my-enrollments';

export const WITHDRAW_LABEL = 'learning.withdraw';

/** `PUT enrollments/{id}/withdraw`: leaves the course; enrolling again picks up the progress. */
export async function withdrawEnrollment(enrollmentId: string): Promise<Enrollment> {
  const body = await request<ApiResponse<Enrollment>>({
    method: 'PUT',
    url: `enrollments/${encodeURIComponent(enrollmentId)}/withdraw`,
    apiType: 'lms',
    label: WITHDRAW_LABEL,
  });
  return body.data;
}

export const withdrawMutationOptions = () =>
  labelMutationOptions(WITHDRAW_LABEL, withdrawEnrollment);

export function useWithdrawEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...withdrawMutationOptions(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [COURSE_PROGRESS_LABEL] });
      await queryClient.invalidateQueries({ queryKey: [MY_ENROLLMENTS_LABEL] });
    },
  });
}
