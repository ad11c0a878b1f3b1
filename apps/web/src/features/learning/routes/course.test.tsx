import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import type { CourseProgress } from '@pamoja/contract/enrollments';
import { member } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import {
  COURSE_ID,
  ENROLLMENT_ID,
  LMS,
  lessonState,
  ok,
  problem,
  progress,
  QUIZ_ID,
  serveCourse,
  TEXT_ID,
} from '../testing/fixtures';
import { CourseRoute } from './course';

function renderCourse() {
  signIn(member);
  const events = userEvent.setup();
  renderRoutes(
    [{ path: '/learning/courses/:idOrSlug', element: <CourseRoute /> }],
    '/learning/courses/course-1',
  );
  return events;
}

describe('/learning/courses/:idOrSlug', () => {
  test('shows the description as safe Markdown, the outline with lesson types, and the instructors', async () => {
    serveCourse(() => null);
    renderCourse();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saving basics 1' }),
    ).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About this course' });
    expect(within(about).getByText('save').tagName).toBe('STRONG');
    expect(about.querySelector('script')).toBeNull();
    expect(about.innerHTML).not.toContain('onerror');
    const outline = screen.getByRole('region', { name: 'Course outline' });
    expect(within(outline).getByRole('img', { name: 'Reading' })).toBeInTheDocument();
    expect(within(outline).getByRole('img', { name: 'Quiz' })).toBeInTheDocument();
    // Not enrolled: lessons are listed, not links, and carry no progress.
    expect(within(outline).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Neema Instructor')).toBeInTheDocument();
  });

  test('enrol: posts the course id, then offers to start and shows progress per lesson', async () => {
    let state: CourseProgress | null = null;
    const bodies: unknown[] = [];
    serveCourse(() => state);
    server.use(
      http.post(`${LMS}/enrollments`, async ({ request }) => {
        bodies.push(await request.json());
        expect(request.headers.get('x-project')).toBe('pamoja');
        state = progress();
        return ok({ id: ENROLLMENT_ID }, 201);
      }),
    );
    const events = renderCourse();
    await events.click(await screen.findByRole('button', { name: 'Enrol' }));
    expect(await screen.findByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      `/learning/courses/course-1/lessons/${TEXT_ID}`,
    );
    expect(bodies).toEqual([{ courseId: COURSE_ID }]);
    const outline = screen.getByRole('region', { name: 'Course outline' });
    expect(within(outline).getAllByRole('img', { name: 'Not started' })).toHaveLength(2);
  });

  test('withdraw asks first: cancelling sends nothing, confirming withdraws', async () => {
    let state: CourseProgress | null = progress({
      lessons: [lessonState(TEXT_ID, 'COMPLETED'), lessonState(QUIZ_ID, 'STARTED')],
      percent: 50,
    });
    const withdrawn: string[] = [];
    serveCourse(() => state);
    server.use(
      http.put(`${LMS}/enrollments/:id/withdraw`, ({ params }) => {
        withdrawn.push(String(params.id));
        state = { ...state!, status: 'WITHDRAWN' };
        return ok({ id: ENROLLMENT_ID });
      }),
    );
    const events = renderCourse();
    // Continue leads to the first lesson not completed.
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      `/learning/courses/course-1/lessons/${QUIZ_ID}`,
    );
    expect(
      screen.getByRole('progressbar', { name: 'Progress in Saving basics 1' }),
    ).toHaveAttribute('aria-valuenow', '50');
    await events.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw from this course?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(withdrawn).toEqual([]);

    await events.click(screen.getByRole('button', { name: 'Withdraw' }));
    const again = await screen.findByRole('dialog', { name: 'Withdraw from this course?' });
    await events.click(within(again).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('button', { name: 'Enrol again' })).toBeInTheDocument();
    expect(withdrawn).toEqual([ENROLLMENT_ID]);
  });

  test('an enrolment the service refuses shows its reason', async () => {
    serveCourse(() => null);
    server.use(
      http.post(`${LMS}/enrollments`, () =>
        problem(409, 'ALREADY_ENROLLED', 'You are already enrolled in this course.'),
      ),
    );
    const events = renderCourse();
    await events.click(await screen.findByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('You are already enrolled in this course.')).toBeInTheDocument();
  });
});
