import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseInput } from '@pamoja/contract/courses';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { STUDIO_COURSES_LABEL } from './list-studio-courses';

export const CREATE_COURSE_LABEL = 'studio.createCourse';

/** `POST courses`: a DRAFT whose first instructor is the caller. */
export async function createCourse(input: Partial<CourseInput>) {
  const body = await request<ApiResponse<Course>>({
    method: 'POST',
    url: 'courses',
    apiType: 'lms',
    data: input,
    label: CREATE_COURSE_LABEL,
    hideErrorMessage: true,
  });
  return body.data;
}

export function useCreateCourse() {
  const client = useQueryClient();
  return useMutation({
    ...labelMutationOptions(CREATE_COURSE_LABEL, createCourse),
    onSuccess: () => client.invalidateQueries({ queryKey: [STUDIO_COURSES_LABEL] }),
  });
}
