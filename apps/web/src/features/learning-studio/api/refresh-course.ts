import { useQueryClient } from '@tanstack/react-query';
import { STUDIO_COURSE_LABEL } from './get-course';
import { STUDIO_COURSES_LABEL } from './list-studio-courses';

/** After any change to a course: its page and the studio list read it again. */
export function useRefreshCourse() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [STUDIO_COURSE_LABEL] }),
      client.invalidateQueries({ queryKey: [STUDIO_COURSES_LABEL] }),
    ]);
}
