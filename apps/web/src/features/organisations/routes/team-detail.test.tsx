import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Member } from '@pamoja/contract/organisations';
import type { Team, TeamMember } from '@pamoja/contract/teams';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { admin, ORGANISATION_ID, page, readOnlyMember } from '../testing/fixtures';
import { TeamDetailRoute } from './team-detail';

const team: Team = {
  id: '7a1b2c3d-4e5f-4a6b-8c7d-000000000001',
  name: 'Field agents',
  description: null,
  memberCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const leader: TeamMember = {
  teamId: team.id,
  teamName: team.name,
  userId: '3e4d5c6b-7a89-4b0c-9d1e-2f3a4b5c6d7e',
  firstName: 'Baraka',
  lastName: 'Otieno',
  fullName: 'Baraka Otieno',
  email: 'agent@pamoja.test',
  phoneNumber: '254722000111',
  role: 'LEADER',
  joinedAt: '2026-01-02T00:00:00.000Z',
};
const person: Member = {
  userId: '4f5e6d7c-8b9a-4c1d-8e2f-3a4b5c6d7e8f',
  firstName: 'Neema',
  lastName: 'Mwangi',
  fullName: 'Neema Mwangi',
  email: 'neema@pamoja.test',
  phoneNumber: '254733000222',
  status: 'ACTIVE',
  roles: ['MEMBER'],
  joinedAt: '2026-01-02T00:00:00.000Z',
};

function serveTeam() {
  const keywords: (string | null)[] = [];
  server.use(
    http.get('*/api/v1/teams/members', ({ request }) => {
      const url = new URL(request.url);
      keywords.push(url.searchParams.get('keyword'));
      expect(url.searchParams.get('team')).toBe(team.id);
      return page([leader]);
    }),
    // After the static path, as on the server.
    http.get('*/api/v1/teams/:id', () => HttpResponse.json({ message: 'Success', data: team })),
  );
  return keywords;
}

function renderTeam(user = admin) {
  signIn(user, ORGANISATION_ID);
  const events = userEvent.setup();
  renderRoutes([{ path: '/teams/:id', element: <TeamDetailRoute /> }], `/teams/${team.id}`);
  return events;
}

describe('/teams/:id', () => {
  test('a MEMBER sees the people without ways to change them', async () => {
    const keywords = serveTeam();
    const events = renderTeam(readOnlyMember);
    expect(await screen.findByRole('heading', { name: 'Field agents' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'Baraka Otieno' })).closest('tr');
    expect(within(row as HTMLElement).getByText('Leader')).toBeInTheDocument();
    expect(screen.getByText('Read only')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a person to the team' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Team role of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();

    await events.type(screen.getByRole('searchbox', { name: 'Search' }), 'baraka');
    await waitFor(() => expect(keywords.at(-1)).toBe('baraka'));
  });

  test('an ADMIN finds a person, adds them, changes a role and removes someone', async () => {
    serveTeam();
    const changes: { url: string; body: unknown }[] = [];
    const record = async ({ request }: { request: Request }) => {
      changes.push({ url: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json({ message: 'Saved.', data: null });
    };
    server.use(
      http.get(`*/api/v1/organizations/${ORGANISATION_ID}/members`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('search')).toBe('neema');
        return page([person]);
      }),
      http.put('*/api/v1/teams/add-member/:id', record),
      http.put('*/api/v1/teams/remove-member/:id', record),
      http.put('*/api/v1/teams/:team/update-member/:id', record),
    );
    const events = renderTeam();
    await screen.findByRole('cell', { name: 'Baraka Otieno' });
    // Before any search, the picker asks for one instead of saying "0 people found".
    expect(
      within(screen.getByLabelText('Person')).getByRole('option', {
        name: 'Type a name above to find someone',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/people found/)).toBeNull();
    await events.type(screen.getByLabelText('Find a person (name, e-mail or phone)'), 'neema');
    const option = await screen.findByRole('option', {
      name: 'Neema Mwangi (neema@pamoja.test)',
    });
    await events.selectOptions(screen.getByLabelText('Person'), option);
    await events.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(changes[0]).toEqual({
        url: `/api/v1/teams/add-member/${team.id}`,
        body: { userId: person.userId, role: 'MEMBER' },
      }),
    );

    await events.selectOptions(
      screen.getByRole('combobox', { name: 'Team role of Baraka Otieno' }),
      'MEMBER',
    );
    await waitFor(() =>
      expect(changes[1]).toEqual({
        url: `/api/v1/teams/${team.id}/update-member/${leader.userId}`,
        body: { role: 'MEMBER' },
      }),
    );

    await events.click(screen.getByRole('button', { name: 'Remove Baraka Otieno from the team' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove Baraka Otieno from Field agents?',
    });
    expect(changes).toHaveLength(2);
    await events.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(changes[2]).toEqual({
        url: `/api/v1/teams/remove-member/${team.id}`,
        body: { userId: leader.userId },
      }),
    );
  });
});
