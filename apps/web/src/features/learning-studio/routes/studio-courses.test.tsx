import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import { member } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import {
  analytics,
  course,
  detail,
  instructor,
  ok,
  ORGANISATION_ID,
  page,
  problem,
} from '../testing/fixtures';
import { StudioCoursesRoute } from './studio-courses';

const OTHER_ID = '1a2b3c4d-0000-4000-8000-000000000002';

function renderStudio(user: UserData = instructor) {
  signIn(user, ORGANISATION_ID);
  const events = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/learning/studio', element: <StudioCoursesRoute /> },
      { path: '/learning/studio/:courseId', element: <p>Editor</p> },
      { path: '/learning', element: <p>Catalogue</p> },
    ],
    '/learning/studio',
  );
  return { events, ...view };
}

// Each test opens lazy screens and types a lot: a loaded machine needs more than 5 s.
describe('/learning/studio', { timeout: 20_000 }, () => {
  test('lists the courses with their status and enrolled count; others’ courses show a dash', async () => {
    const seen: URL[] = [];
    server.use(
      http.get('*/lms/v1/courses', ({ request }) => {
        seen.push(new URL(request.url));
        return page([course(), course({ id: OTHER_ID, title: 'Loans', status: 'PUBLISHED' })]);
      }),
      http.get('*/lms/v1/analytics/courses/:id', ({ params }) =>
        params.id === OTHER_ID
          ? problem(403, 'NOT_COURSE_INSTRUCTOR', 'Not yours.')
          : ok(analytics),
      ),
    );
    const { events } = renderStudio();
    const mine = (await screen.findByRole('link', { name: 'Saving basics' })).closest('tr')!;
    expect(within(mine).getByText('Draft')).toBeInTheDocument();
    expect(await within(mine).findByText('1,240')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: 'Loans' }).closest('tr')!;
    expect(await within(other).findByText('Not one of your courses')).toBeInTheDocument();
    // The refusal is expected: no toast for it.
    expect(screen.queryByText('Not yours.')).not.toBeInTheDocument();

    await events.selectOptions(screen.getByLabelText('Status'), 'Published');
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('status')).toBe('PUBLISHED'));
    expect(seen.at(-1)?.searchParams.get('limit')).toBe('10');
  });

  test('"New course" checks the fields, sends them and opens the new course', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/lms/v1/courses', () => page([])),
      http.post('*/lms/v1/courses', async ({ request }) => {
        bodies.push(await request.json());
        return ok(detail(), 201);
      }),
    );
    const { events, router } = renderStudio();
    expect(await screen.findByText(/No courses yet/)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'New course' }));
    const dialog = await screen.findByRole('dialog', { name: 'New course' });
    await events.type(within(dialog).getByLabelText('Title'), 'Hi');
    await events.click(within(dialog).getByRole('button', { name: 'Create course' }));
    expect(await within(dialog).findByText(/at least 3 characters/i)).toBeInTheDocument();
    expect(within(dialog).getByText(/enter a category/i)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await events.clear(within(dialog).getByLabelText('Title'));
    await events.type(within(dialog).getByLabelText('Title'), 'Saving basics');
    await events.type(within(dialog).getByLabelText('Category'), 'Finance');
    await events.selectOptions(within(dialog).getByLabelText('Level'), 'Intermediate');
    await events.selectOptions(within(dialog).getByLabelText('Language'), 'Kiswahili');
    await events.type(within(dialog).getByLabelText('Summary'), 'Why save');
    await events.click(within(dialog).getByRole('button', { name: 'Create course' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/learning/studio/${detail().id}`),
    );
    expect(bodies[0]).toEqual({
      title: 'Saving basics',
      category: 'Finance',
      level: 'INTERMEDIATE',
      language: 'sw',
      summary: 'Why save',
    });
  });

  test('a member is turned away without asking the service', async () => {
    renderStudio(member);
    expect(await screen.findByText(/for instructors and administrators/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New course' })).not.toBeInTheDocument();
  });
});
