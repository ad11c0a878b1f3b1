import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
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

// Each test opens lazy screens and types a lot: a loaded machine needs more than 5 s.
describe('the Enrolments tab', { timeout: 20_000 }, () => {
  test('"Enrol a team" reads the team’s members and sends their ids and names', async () => {
    const asked: { url: URL; organisation: string | null }[] = [];
    const bodies: unknown[] = [];
    server.use(
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
});
