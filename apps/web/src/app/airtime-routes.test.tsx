import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import { airtimeMember } from '../features/airtime/testing/fixtures';
import { renderRoutes } from '../shared/testing/render';
import { server } from '../shared/testing/server';
import { signIn } from '../shared/testing/session';
import { patchRoutesOnNavigation, routes } from './router';

const GROUP_ID = '6a000000-4b5a-4c6d-8e7f-000000000001';

function renderApp(path: string, userData: UserData) {
  signIn(userData);
  server.use(
    http.get('*/api/v1/telcos/active', () => HttpResponse.json({ message: 'Success', data: [] })),
    http.get('*/api/v1/airtime-groups', () =>
      HttpResponse.json({
        message: 'Success',
        data: [],
        pagination: { page: 1, limit: 10, total: 0 },
      }),
    ),
    http.get('*/api/v1/airtime-groups/:id', () =>
      HttpResponse.json({
        message: 'Success',
        data: {
          id: GROUP_ID,
          name: 'Wazazi',
          description: null,
          memberCount: 0,
          totalAmount: 0,
          createdAt: '2026-11-20T08:00:00.000Z',
          updatedAt: '2026-11-20T08:00:00.000Z',
          members: [],
        },
        pagination: { page: 1, limit: 10, total: 0 },
      }),
    ),
  );
  return renderRoutes(routes, path, { patchRoutesOnNavigation });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('airtime routes', () => {
  test.each([
    ['/airtime', 'Airtime'],
    ['/airtime/groups', 'Airtime groups'],
    [`/airtime/groups/${GROUP_ID}`, 'Wazazi'],
  ])('%s opens in the main layout for a member', async (path, name) => {
    renderApp(path, airtimeMember);
    expect(await heading(name)).toBeInTheDocument();
  });

  test('the menu has both pages, and only the current one is marked', async () => {
    renderApp('/airtime/groups', airtimeMember);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const airtime = within(menu).getByRole('link', { name: 'Airtime' });
    const groups = within(menu).getByRole('link', { name: 'Airtime groups' });
    expect(airtime).toHaveAttribute('href', '/airtime');
    expect(groups).toHaveAttribute('href', '/airtime/groups');
    expect(groups).toHaveAttribute('aria-current', 'page');
    expect(airtime).not.toHaveAttribute('aria-current');
  });

  test('a role without the Airtime ability sees neither link nor page', async () => {
    const noAirtime: UserData = {
      ...airtimeMember,
      ability: airtimeMember.ability.filter((rule) => rule.subject !== 'Airtime'),
    };
    const { router } = renderApp('/airtime/groups', noAirtime);
    expect(await heading('You are not authorized')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
  });
});
