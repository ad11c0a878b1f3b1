import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { COURSE_ANALYTICS_LABEL } from './get-course-analytics';
import { COURSE_ENROLLMENTS_LABEL } from './list-course-enrollments';

export const ENROL_PEOPLE_LABEL = 'studio.enrolPeople';

export interface EnrolResult {
  enrolled: string[];
  skipped: { userId: string; reason: string }[];
}

export interface Person {
  userId: string;
  name?: string;
}

/** `POST enrollments` with `userIds`: a course's instructor (or an ADMIN) enrols these people. */
export async function enrolPeople({ courseId, people }: { courseId: string; people: Person[] }) {
  const body = await request<ApiResponse<EnrolResult>>({
    method: 'POST',
    url: 'enrollments',
    apiType: 'lms',
    data: { courseId, userIds: people },
    label: ENROL_PEOPLE_LABEL,
    hideErrorMessage: true,
  });
  return body.data;
}

export function useEnrolPeople() {
  const client = useQueryClient();
  return useMutation({
    ...labelMutationOptions(ENROL_PEOPLE_LABEL, enrolPeople),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [COURSE_ANALYTICS_LABEL] }),
        client.invalidateQueries({ queryKey: [COURSE_ENROLLMENTS_LABEL] }),
      ]),
  });
}
