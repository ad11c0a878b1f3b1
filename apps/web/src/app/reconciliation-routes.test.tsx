import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import {
  admin,
  agent,
  item,
  member,
  page,
  superAdmin,
} from '../features/reconciliation/testing/fixtures';
import { abilityFor } from '../shared/session/use-ability';
import { renderRoutes } from '../shared/testing/render';
import { server } from '../shared/testing/server';
import { signIn } from '../shared/testing/session';
import { MENU } from './navigation';
import { patchRoutesOnNavigation, routes } from './router';
import { visibleMenu } from './visible-menu';

function renderApp(userData: UserData) {
  signIn(userData);
  const asked: URL[] = [];
  server.use(
    http.get('*/api/v1/reconciliation', ({ request }) => {
      asked.push(new URL(request.url));
      return page([item(1)]);
    }),
  );
  const view = renderRoutes(routes, '/reconciliation', { patchRoutesOnNavigation });
  return { ...view, asked };
}

const menuIds = (userData: UserData) =>
  visibleMenu(MENU, abilityFor(userData.ability), '/home').flatMap((section) =>
    section.items.map((entry) => entry.id),
  );

describe('reconciliation route', () => {
  test('a SUPER_ADMIN opens /reconciliation from its menu entry', async () => {
    const { asked } = renderApp(superAdmin);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reconciliation' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Owner 1')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const link = within(menu).getByRole('link', { name: 'Reconciliation' });
    expect(link).toHaveAttribute('href', '/reconciliation');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(asked).toHaveLength(1);
  });

  test.each([
    ['ADMIN', admin],
    ['AGENT', agent],
    ['MEMBER', member],
  ])('%s is turned away, asks nothing and has no menu entry', async (_role, userData) => {
    const { router, asked } = renderApp(userData);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not authorized' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
    expect(asked).toEqual([]);
    expect(menuIds(userData)).not.toContain('reconciliation');
    expect(menuIds(superAdmin)).toContain('reconciliation');
  });
});
