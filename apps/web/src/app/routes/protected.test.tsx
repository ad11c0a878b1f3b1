import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import { resetAfterLogout } from '../../shared/session/logout-reset';
import { agent, member, newMember } from '../../shared/testing/fixtures';
import { renderRoutes } from '../../shared/testing/render';
import { server } from '../../shared/testing/server';
import { signIn } from '../../shared/testing/session';
import { serveDemoMock } from '../../demo/mock/testing/demo-api';
import { patchRoutesOnNavigation, routes } from '../router';

// `/` is the demo's dashboard, whose route starts the mock first: jsdom has no service worker, so
// the tests' one MSW server answers the demo's calls instead.
vi.mock('../../demo/mock/start-demo-mock', () => ({ startDemoMock: () => Promise.resolve() }));
serveDemoMock();

// The role homes ask for their figures and lists; these tests are about where the router lands,
// so the figures answer 'not now' and the lists are empty instead of left unhandled.
const emptyList = (limit: number) =>
  HttpResponse.json({ message: 'Success', data: [], pagination: { page: 1, limit, total: 0 } });
beforeEach(() => {
  server.use(
    http.get('*/api/v1/product-leads', () => emptyList(20)),
    http.get('*/api/v1/products', () => emptyList(100)),
    http.get('*/api/v1/dashboard/statistics', () =>
      HttpResponse.json(
        { statusCode: 503, code: 'UNAVAILABLE', errorMessage: 'Later.', message: 'Later.' },
        { status: 503 },
      ),
    ),
  );
});

function renderApp(path: string, userData?: UserData, state?: unknown) {
  if (userData) signIn(userData);
  return renderRoutes(routes, path, { patchRoutesOnNavigation, state });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('route guards', () => {
  test('no session: a private page sends to /login, remembering where they were going', async () => {
    const { router } = renderApp('/profile?tab=address');
    // The file's first test also waits for the layout's and the sign-in screen's first transform.
    expect(
      await screen.findByRole('button', { name: 'Sign in' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/profile?tab=address' });
  });

  test('after logging in, the remembered page opens', async () => {
    // Only where the router lands matters here; the profile it asks for is not the point.
    server.use(
      http.get('*/api/v1/users/me', () =>
        HttpResponse.json(
          { statusCode: 503, code: 'UNAVAILABLE', message: 'Later.' },
          { status: 503 },
        ),
      ),
    );
    const { router } = renderApp('/login', member, { from: '/profile?tab=address' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=address');
  });

  test('no PIN yet: private pages send to /set-pin', async () => {
    const { router } = renderApp('/home', newMember);
    expect(await heading('Set your PIN')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/set-pin');
  });

  test('an ability the active role lacks: /misc/not-authorized', async () => {
    const { router } = renderApp('/leads', member);
    expect(await heading('You are not authorized')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
  });

  test('with the ability, the page opens in the main layout', async () => {
    renderApp('/leads', agent);
    expect(await heading('Leads')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  test('a member may not open the admin home', async () => {
    const { router } = renderApp('/admin', member);
    await heading('You are not authorized');
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
  });

  test('/set-pin without a session goes to /login', async () => {
    const { router } = renderApp('/set-pin');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  test('/set-pin with a PIN already set goes home', async () => {
    const { router } = renderApp('/set-pin', agent);
    await heading('Leads');
    expect(router.state.location.pathname).toBe('/leads');
  });

  test.each([
    [member, '/home'],
    [agent, '/leads'],
    [
      { ...member, role: 'ADMIN' as const, ability: [{ action: 'manage', subject: 'all' }] },
      '/admin',
    ],
    [newMember, '/set-pin'],
  ])('a signed-in visitor of /login goes to their home (%#)', async (userData, home) => {
    const { router } = renderApp('/login', userData);
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
  });
});

describe('menu by ability', () => {
  const menu = async () => within(await screen.findByRole('navigation', { name: 'Main menu' }));

  const links = (nav: Awaited<ReturnType<typeof menu>>) =>
    nav.getAllByRole('link').map((link) => link.getAttribute('href'));

  test('a member sees their home and profile, not leads or administration', async () => {
    renderApp('/home', member);
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(nav.getByRole('link', { name: 'My profile' })).toBeInTheDocument();
    expect(links(nav)).not.toContain('/leads');
    expect(links(nav)).not.toContain('/admin');
  });

  test('an agent’s one home entry leads to their leads', async () => {
    renderApp('/leads', agent);
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/leads');
    expect(links(nav)).not.toContain('/home');
    expect(links(nav)).not.toContain('/admin');
  });

  test('a visitor without a session sees no private page at all', async () => {
    renderApp('/');
    const nav = await menu();
    expect(nav.getByRole('button', { name: /Dashboards/ })).toBeInTheDocument();
    for (const name of ['Home', 'My profile']) {
      expect(nav.queryByRole('link', { name })).toBeNull();
    }
  });
});

describe('the LOGOUT action', () => {
  test('empties the query cache and the private page goes away', async () => {
    const { queryClient, router } = renderApp('/home', member);
    await heading('My home');
    // Let the layout's effects (its registration with the LOGOUT action) run.
    await act(async () => undefined);
    queryClient.setQueryData(['profile.account'], { email: member.email });

    act(() => resetAfterLogout());

    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'My home' })).toBeNull();
  });
});
