import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { member } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { course, COURSE_ID, ENROLLMENT_ID, LMS, page, problem, USER_ID } from '../testing/fixtures';
import { CatalogueRoute } from './catalogue';

function serve(total = 23) {
  const seen: Request[] = [];
  server.use(
    http.get(`${LMS}/courses`, ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('limit') === '100')
        return page([course(1), course(2, { category: 'Insurance' })], 1, 2, 100);
      seen.push(request);
      return page(
        [course(1), course(2, { category: 'Insurance', level: 'ADVANCED' })],
        Number(url.searchParams.get('page') ?? 1),
        total,
      );
    }),
    http.get(`${LMS}/enrollments/me`, () =>
      page(
        [
          {
            id: ENROLLMENT_ID,
            courseId: COURSE_ID,
            userId: USER_ID,
            status: 'ACTIVE',
            enrolledBy: USER_ID,
            enrolledAt: '2026-03-01T00:00:00.000Z',
            withdrawnAt: null,
            completedAt: null,
            courseTitle: 'Saving basics 1',
            courseSlug: 'course-1',
            percent: 40,
          },
        ],
        1,
        1,
        100,
      ),
    ),
  );
  return seen;
}

function renderCatalogue(path = '/learning') {
  signIn(member);
  const events = userEvent.setup();
  const view = renderRoutes([{ path: '/learning', element: <CatalogueRoute /> }], path);
  return { events, ...view };
}

describe('/learning', () => {
  test('lists courses with level, time and the enrolled badge, asking the learning service with x-project', async () => {
    const seen = serve();
    renderCatalogue();
    const list = await screen.findByRole('list', { name: 'Courses' });
    const first = within(list).getByRole('link', { name: 'Saving basics 1' }).closest('article')!;
    expect(within(first).getByText('Beginner')).toBeInTheDocument();
    expect(within(first).getByText('1 h 15 min')).toBeInTheDocument();
    expect(await within(first).findByText('Enrolled')).toBeInTheDocument();
    const second = within(list).getByRole('link', { name: 'Saving basics 2' }).closest('article')!;
    expect(within(second).getByText('Advanced')).toBeInTheDocument();
    expect(within(second).queryByText('Enrolled')).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Saving basics 1' })).toHaveAttribute(
      'href',
      '/learning/courses/course-1',
    );
    expect(seen[0]?.headers.get('x-project')).toBe('pamoja');
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('limit')).toBe('10');
    expect(url.searchParams.get('page')).toBe('1');
  });

  test('search, category and page go in the URL and in the request', async () => {
    const seen = serve();
    const { events, router } = renderCatalogue('/learning?category=Finance&page=2');
    await screen.findByRole('list', { name: 'Courses' });
    let url = new URL(seen[0]!.url);
    expect(url.searchParams.get('category')).toBe('Finance');
    expect(url.searchParams.get('page')).toBe('2');

    await events.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'loan');
    await waitFor(() => expect(router.state.location.search).toContain('search=loan'));
    // The list asks once the typing has settled, which may be a moment after the URL changes.
    await waitFor(() => expect(new URL(seen.at(-1)!.url).searchParams.get('search')).toBe('loan'));
    url = new URL(seen.at(-1)!.url);
    // A new search starts from the first page.
    expect(url.searchParams.get('page')).toBe('1');

    const select = screen.getByLabelText('Category');
    await within(select).findByRole('option', { name: 'Insurance' });
    await events.selectOptions(select, 'Insurance');
    await waitFor(() =>
      expect(new URL(seen.at(-1)!.url).searchParams.get('category')).toBe('Insurance'),
    );
    expect(router.state.location.search).toContain('category=Insurance');

    await events.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(new URL(seen.at(-1)!.url).searchParams.get('page')).toBe('3'));
    expect(router.state.location.search).toContain('page=3');
  });

  test('says when nothing matches, and when the service fails', async () => {
    server.use(
      http.get(`${LMS}/courses`, () => page([], 1, 0)),
      http.get(`${LMS}/enrollments/me`, () => page([], 1, 0)),
    );
    renderCatalogue('/learning?search=zzz');
    expect(await screen.findByText('No course matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/learning',
    );
  });

  test('shows the service’s error with a retry', async () => {
    server.use(
      http.get(`${LMS}/courses`, () =>
        problem(503, 'UNAVAILABLE', 'The learning service is resting.'),
      ),
      http.get(`${LMS}/enrollments/me`, () => page([], 1, 0)),
    );
    renderCatalogue();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The learning service is resting.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
