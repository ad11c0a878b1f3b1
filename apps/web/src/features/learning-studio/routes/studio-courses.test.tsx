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
  admin,
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

function renderStudio(user: UserData = instructor, path = '/learning/studio') {
  signIn(user, ORGANISATION_ID);
  const events = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/learning/studio', element: <StudioCoursesRoute /> },
      { path: '/learning/studio/:courseId', element: <p>Editor</p> },
      { path: '/learning', element: <p>Catalogue</p> },
    ],
    path,
  );
  return { events, ...view };
}

/** Answers `GET courses` with one course, keeping each request's URL. */
function serveCourses() {
  const seen: URL[] = [];
  server.use(
    http.get('*/lms/v1/courses', ({ request }) => {
      seen.push(new URL(request.url));
      return page([course()]);
    }),
    http.get('*/lms/v1/analytics/courses/:id', () => ok(analytics)),
  );
  return seen;
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
    // "All": an instructor's own courses and others' published ones.
    const { events } = renderStudio(instructor, '/learning/studio?mine=false');
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

  test('an ADMIN sees every course, narrows to "Mine" and back; the choice stays in the URL', async () => {
    const seen = serveCourses();
    const { events, router } = renderStudio(admin);
    await screen.findByRole('link', { name: 'Saving basics' });
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(seen[0]?.searchParams.has('mine')).toBe(false);

    await events.click(screen.getByRole('radio', { name: 'Mine' }));
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('mine')).toBe('true'));
    expect(router.state.location.search).toBe('?mine=true');
    await events.selectOptions(screen.getByLabelText('Status'), 'Draft');
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('status')).toBe('DRAFT'));
    expect(seen.at(-1)?.searchParams.get('mine')).toBe('true');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('DRAFT');

    await events.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(seen.at(-1)?.searchParams.has('mine')).toBe(false));
    expect(new URLSearchParams(router.state.location.search).get('mine')).toBe('false');
  });

  test('an instructor starts on "Mine"; a link with filters opens the list as it was', async () => {
    const seen = serveCourses();
    const { events } = renderStudio(instructor, '/learning/studio?status=PUBLISHED&search=sav');
    await screen.findByRole('link', { name: 'Saving basics' });
    expect(screen.getByRole('radio', { name: 'Mine' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Courses shown' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('PUBLISHED');
    expect(screen.getByLabelText('Search courses')).toHaveValue('sav');
    expect(Object.fromEntries(seen[0]!.searchParams)).toMatchObject({
      mine: 'true',
      status: 'PUBLISHED',
      search: 'sav',
      page: '1',
    });

    await events.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(seen.at(-1)?.searchParams.has('mine')).toBe(false));
    expect(seen.at(-1)?.searchParams.get('status')).toBe('PUBLISHED');
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
