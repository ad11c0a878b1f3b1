import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Enrollment } from '@pamoja/contract/enrollments';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { COURSE_PROGRESS_LABEL } from './get-course-progress';
import { MY_ENROLLMENTS_LABEL } from './list-my-enrollments';

export const ENROL_LABEL = 'learning.enrol';

/** `POST enrollments { courseId }`: enrols the caller in a published course. */
export async function enrol(courseId: string): Promise<Enrollment> {
  const body = await request<ApiResponse<Enrollment>>({
    method: 'POST',
    url: 'enrollments',
    apiType: 'lms',
    data: { courseId },
    label: ENROL_LABEL,
  });
  return body.data;
}

export const enrolMutationOptions = () => labelMutationOptions(ENROL_LABEL, enrol);

export function useEnrol() {
  const queryClient = useQueryClient();
  return useMutation({
    ...enrolMutationOptions(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [COURSE_PROGRESS_LABEL] });
      await queryClient.invalidateQueries({ queryKey: [MY_ENROLLMENTS_LABEL] });
    },
  });
}
