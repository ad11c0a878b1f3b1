import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { CourseDetail } from '@pamoja/contract/courses';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { CourseEditorRoute } from '../routes/course-editor';
import { COURSE_ID, detail, instructor, ok, ORGANISATION_ID } from './fixtures';

/** The course editor on one tab, with `GET courses/{id}` answering `course`. */
export function renderEditor(tab = 'details', course: CourseDetail = detail()) {
  server.use(http.get('*/lms/v1/courses/:id', () => ok(course)));
  signIn(instructor, ORGANISATION_ID);
  const events = userEvent.setup();
  const view = renderRoutes(
    [{ path: '/learning/studio/:courseId', element: <CourseEditorRoute /> }],
    `/learning/studio/${COURSE_ID}?tab=${tab}`,
  );
  return { events, ...view };
}
