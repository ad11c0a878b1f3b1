import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { CourseEnrollment } from '@pamoja/contract/enrollments';
import type { TeamMember } from '@pamoja/contract/teams';
import { server } from '../../../shared/testing/server';
import {
  analytics,
  COURSE_ID,
  detail,
  ok,
  ORGANISATION_ID,
  page,
  TEAM_ID,
} from '../testing/fixtures';
import { renderEditor } from '../testing/render-editor';

const person = (n: number): TeamMember => ({
  teamId: TEAM_ID,
  teamName: 'Field agents',
  userId: `1a2b3c4d-0000-4000-8000-0000000000e${n}`,
  firstName: `Name${n}`,
  lastName: 'Otieno',
  fullName: `Name${n} Otieno`,
  email: `p${n}@pamoja.test`,
  phoneNumber: '254700000000',
  role: 'MEMBER',
  joinedAt: '2026-01-01T00:00:00.000Z',
});

const learner = (n: number, changes: Partial<CourseEnrollment> = {}): CourseEnrollment => ({
  id: `1a2b3c4d-0000-4000-8000-0000000000c${n}`,
  courseId: COURSE_ID,
  userId: person(n).userId,
  status: 'ACTIVE',
  enrolledBy: person(n).userId,
  enrolledAt: `2026-03-0${n}T08:00:00.000Z`,
  withdrawnAt: null,
  completedAt: null,
  learnerName: `Name${n} Otieno`,
  percent: 0,
  ...changes,
});

const team = (memberCount: number) =>
  page([
    {
      id: TEAM_ID,
      name: 'Field agents',
      description: null,
      memberCount,
      createdAt: '',
      updatedAt: '',
    },
  ]);

// Each test opens lazy screens and types a lot: a loaded machine needs more than 5 s.
describe('the Enrolments tab', { timeout: 20_000 }, () => {
  test('"Enrol a team" reads the team’s members and sends their ids and names', async () => {
    const asked: { url: URL; organisation: string | null }[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.get('*/lms/v1/courses/:id/enrollments', () => page([])),
      http.get('*/lms/v1/analytics/courses/:id', () => ok(analytics)),
      http.get('*/api/v1/teams', () =>
        page([
          {
            id: TEAM_ID,
            name: 'Field agents',
            description: null,
            memberCount: 2,
            createdAt: '',
            updatedAt: '',
          },
        ]),
      ),
      http.get('*/api/v1/teams/members', ({ request }) => {
        asked.push({
          url: new URL(request.url),
          organisation: request.headers.get('x-organization'),
        });
        return page([person(1), person(2)]);
      }),
      http.post('*/lms/v1/enrollments', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          message: 'Success',
          data: {
            enrolled: [person(1).userId],
            skipped: [{ userId: person(2).userId, reason: 'Already enrolled.' }],
          },
        });
      }),
    );
    const { events } = renderEditor('enrolments', detail({ status: 'PUBLISHED' }));
    expect(await screen.findByText('1,240')).toBeInTheDocument();
    await events.selectOptions(await screen.findByLabelText('Team'), 'Field agents (2 members)');
    await events.click(screen.getByRole('button', { name: 'Enrol the team' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(asked[0]?.url.searchParams.get('team')).toBe(TEAM_ID);
    expect(asked[0]?.organisation).toBe(ORGANISATION_ID);
    expect(bodies[0]).toEqual({
      courseId: COURSE_ID,
      userIds: [
        { userId: person(1).userId, name: 'Name1 Otieno' },
        { userId: person(2).userId, name: 'Name2 Otieno' },
      ],
    });
    const result = await screen.findByText('1 enrolled, 1 skipped.');
    expect(
      within(result.parentElement!).getByText(/Name2 Otieno: Already enrolled\./),
    ).toBeInTheDocument();
  });

  test('an unpublished course says why nobody can join; the service’s refusal is shown', async () => {
    server.use(
      http.get('*/lms/v1/courses/:id/enrollments', () => page([])),
      http.get('*/lms/v1/analytics/courses/:id', () => ok(analytics)),
      http.get('*/api/v1/teams', () =>
        page([
          {
            id: TEAM_ID,
            name: 'Field agents',
            description: null,
            memberCount: 1,
            createdAt: '',
            updatedAt: '',
          },
        ]),
      ),
      http.get('*/api/v1/teams/members', () => page([person(1)])),
      http.post('*/lms/v1/enrollments', () =>
        HttpResponse.json(
          { code: 'COURSE_NOT_PUBLISHED', message: 'Publish the course first.' },
          { status: 422 },
        ),
      ),
    );
    const { events } = renderEditor('enrolments');
    expect(await screen.findByText(/once the course is published/)).toBeInTheDocument();
    await events.selectOptions(await screen.findByLabelText('Team'), 'Field agents (1 member)');
    await events.click(screen.getByRole('button', { name: 'Enrol the team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Publish the course first.');
  });

  test('the learners show with their names (or that the name is not known), status and percent', async () => {
    server.use(
      http.get('*/lms/v1/analytics/courses/:id', () => ok(analytics)),
      http.get('*/api/v1/teams', () => team(1)),
      http.get('*/lms/v1/courses/:id/enrollments', () =>
        page(
          [
            learner(1, { percent: 45 }),
            learner(2, { learnerName: '', status: 'COMPLETED', percent: 100 }),
          ],
          12,
        ),
      ),
    );
    renderEditor('enrolments', detail({ status: 'PUBLISHED' }));
    const table = await screen.findByRole('table', { name: 'The course’s learners' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Name1 Otieno')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Learning')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('45%')).toBeInTheDocument();
    expect(
      within(rows[0]!).getByRole('progressbar', { name: 'Progress of Name1 Otieno' }),
    ).toHaveAttribute('aria-valuenow', '45');
    expect(within(rows[1]!).getByText('Name not known yet')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Completed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('100%')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
  });

  test('the status filter is sent, and an empty answer says so', async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/lms/v1/analytics/courses/:id', () => ok(analytics)),
      http.get('*/api/v1/teams', () => team(1)),
      http.get('*/lms/v1/courses/:id/enrollments', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url);
        return page(url.searchParams.get('status') ? [] : [learner(1)]);
      }),
    );
    const { events } = renderEditor('enrolments', detail({ status: 'PUBLISHED' }));
    expect(await screen.findByText('Name1 Otieno')).toBeInTheDocument();
    expect(asked[0]?.pathname).toMatch(new RegExp(`/courses/${COURSE_ID}/enrollments$`));
    expect(asked[0]?.searchParams.get('status')).toBeNull();
    await events.selectOptions(screen.getByLabelText('Learner status'), 'Withdrawn');
    expect(await screen.findByText('No learner has this status.')).toBeInTheDocument();
    expect(asked.at(-1)?.searchParams.get('status')).toBe('WITHDRAWN');
    expect(asked.at(-1)?.searchParams.get('page')).toBe('1');
  });

  test('the learners are read again after a team is enrolled', async () => {
    let enrolled = false;
    server.use(
      http.get('*/lms/v1/analytics/courses/:id', () => ok(analytics)),
      http.get('*/api/v1/teams', () => team(1)),
      http.get('*/api/v1/teams/members', () => page([person(1)])),
      http.get('*/lms/v1/courses/:id/enrollments', () => page(enrolled ? [learner(1)] : [])),
      http.post('*/lms/v1/enrollments', () => {
        enrolled = true;
        return ok({ enrolled: [person(1).userId], skipped: [] }, 201);
      }),
    );
    const { events } = renderEditor('enrolments', detail({ status: 'PUBLISHED' }));
    expect(await screen.findByText('Nobody is enrolled yet.')).toBeInTheDocument();
    await events.selectOptions(await screen.findByLabelText('Team'), 'Field agents (1 member)');
    await events.click(screen.getByRole('button', { name: 'Enrol the team' }));
    expect(await screen.findByText('Name1 Otieno')).toBeInTheDocument();
    expect(screen.queryByText('Nobody is enrolled yet.')).not.toBeInTheDocument();
  });
});
