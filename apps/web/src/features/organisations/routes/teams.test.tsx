import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Team } from '@pamoja/contract/teams';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { admin, ORGANISATION_ID, page, problem, readOnlyMember } from '../testing/fixtures';
import { TeamsRoute } from './teams';

const team = (n: number): Team => ({
  id: `7a1b2c3d-4e5f-4a6b-8c7d-${String(n).padStart(12, '0')}`,
  name: `Team ${n}`,
  description: n === 1 ? 'Field agents' : null,
  memberCount: n,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function renderTeams(user = admin, organisation: string | null = ORGANISATION_ID) {
  signIn(user, organisation);
  const events = userEvent.setup();
  const view = renderRoutes([{ path: '/teams', element: <TeamsRoute /> }], '/teams');
  return { events, ...view };
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('/teams', () => {
  test('lists 10 per page in the stored organisation, searches and pages', async () => {
    const seen: URL[] = [];
    const headers: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/teams', ({ request }) => {
        const url = new URL(request.url);
        seen.push(url);
        headers.push(request.headers.get('x-organization'));
        const pageNumber = Number(url.searchParams.get('page'));
        const start = (pageNumber - 1) * 10 + 1;
        const count = url.searchParams.get('search') ? 1 : pageNumber === 1 ? 10 : 2;
        return page(
          Array.from({ length: count }, (_, index) => team(start + index)),
          pageNumber,
          url.searchParams.get('search') ? 1 : 12,
        );
      }),
    );
    const { events } = renderTeams();
    expect(await screen.findByRole('link', { name: 'Team 1' })).toHaveAttribute(
      'href',
      `/teams/${team(1).id}`,
    );
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    expect(seen[0]?.searchParams.get('limit')).toBe('10');
    expect(headers[0]).toBe(ORGANISATION_ID);

    await events.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Team 11' })).toBeInTheDocument();

    await events.type(screen.getByRole('searchbox', { name: 'Search' }), 'agents');
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('search')).toBe('agents'));
    expect(seen.at(-1)?.searchParams.get('page')).toBe('1');
  });

  test('says so when there are no teams', async () => {
    server.use(http.get('*/api/v1/teams', () => page([])));
    renderTeams();
    expect(await screen.findByText('No teams yet.')).toBeInTheDocument();
  });

  test('checks the name before sending, then puts a duplicate name on the field', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/v1/teams', () => page([])),
      http.post('*/api/v1/teams', async ({ request }) => {
        bodies.push(await request.json());
        return problem(
          409,
          'TEAM_NAME_TAKEN',
          'This organisation already has a team with this name.',
        );
      }),
    );
    const { events } = renderTeams();
    await events.click(await screen.findByRole('button', { name: 'New team' }));
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    await events.type(within(dialog).getByLabelText('Name'), ' x ');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/at least 2 characters/i)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await events.clear(within(dialog).getByLabelText('Name'));
    await events.type(within(dialog).getByLabelText('Name'), 'Umoja');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This organisation already has a team with this name.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([{ name: 'Umoja', description: null }]);
  });

  test('creates a team and shows the server message', async () => {
    let created = false;
    server.use(
      http.get('*/api/v1/teams', () => page(created ? [team(1)] : [])),
      http.post('*/api/v1/teams', () => {
        created = true;
        return HttpResponse.json(
          { message: 'Team Team 1 is created.', data: team(1) },
          { status: 201 },
        );
      }),
    );
    const { events } = renderTeams();
    await events.click(await screen.findByRole('button', { name: 'New team' }));
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    await events.type(within(dialog).getByLabelText('Name'), 'Team 1');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await notifications().findByText('Team Team 1 is created.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Team 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('asks before deleting, and deletes only when confirmed', async () => {
    const deleted: string[] = [];
    server.use(
      http.get('*/api/v1/teams', () => page([team(1)])),
      http.delete('*/api/v1/teams/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ message: 'Team deleted.', data: null });
      }),
    );
    const { events } = renderTeams();
    await events.click(await screen.findByRole('button', { name: 'Delete Team 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Team 1?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await events.click(screen.getByRole('button', { name: 'Delete Team 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Team 1?' });
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([team(1).id]));
    expect(await notifications().findByText('Team deleted.')).toBeInTheDocument();
  });

  test('a MEMBER reads the teams without any way to change them', async () => {
    server.use(http.get('*/api/v1/teams', () => page([team(1), team(2)])));
    renderTeams(readOnlyMember);
    expect(await screen.findByRole('link', { name: 'Team 1' })).toBeInTheDocument();
    expect(screen.getByText('Read only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) Team/ })).not.toBeInTheDocument();
  });

  test('asks nothing before an organisation is chosen, and says where to choose one', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/v1/teams', () => {
        asked += 1;
        return page([]);
      }),
    );
    renderTeams(admin, null);
    expect(
      await screen.findByText('Choose the organisation to work in first:'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My organisations' })).toHaveAttribute(
      'href',
      '/organisations',
    );
    expect(asked).toBe(0);
  });
});
