import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { CSRF_STORAGE_KEY } from '../../../shared/http/csrf';
import { request } from '../../../shared/http/request';
import {
  hydrateSession,
  ORGANISATION_KEY,
  USER_DATA_KEY,
} from '../../../shared/session/session-persistence';
import { EMPTY_SESSION, useSessionStore } from '../../../shared/session/session-store';
import { useNotificationsStore } from '../../../shared/notifications/notifications-store';
import { agent, memberWhoIsAlsoAgent, sessionFor } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { UserMenu } from './user-menu';

const SACCO = memberWhoIsAlsoAgent.organisations[0]!.id;
const CHAMA = memberWhoIsAlsoAgent.organisations[1]!.id;

function renderMenu(path = '/home') {
  const user = userEvent.setup();
  const page = (title: string) => (
    <>
      <UserMenu />
      <h1>{title}</h1>
    </>
  );
  const view = renderRoutes(
    [
      { path: '/home', element: page('Member home') },
      { path: '/leads', element: page('Leads home') },
      { path: '/login', element: page('Login page') },
    ],
    path,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: /Amani Wanjiru/ }));
    return within(screen.getByRole('group', { name: 'Account' }));
  };
  return { user, open, ...view };
}

describe('UserMenu', () => {
  test('without a session it offers to sign in', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  test('names the person and the active role; the panel opens and closes', async () => {
    signIn(memberWhoIsAlsoAgent, SACCO);
    const { open, user } = renderMenu();
    const toggle = screen.getByRole('button', { name: /Amani Wanjiru/ });
    expect(toggle).toHaveTextContent('Member');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = await open();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel.getByText(memberWhoIsAlsoAgent.email)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Account' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  test('the role switcher offers only the roles held', async () => {
    signIn(memberWhoIsAlsoAgent, SACCO);
    const { open } = renderMenu();
    const panel = await open();
    const roles = panel.getByLabelText('Active role');
    expect(
      within(roles)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Agent', 'Member']);
    expect(roles).toHaveValue('MEMBER');
  });

  test('switching role stores the new session and lands on that role’s home', async () => {
    signIn(memberWhoIsAlsoAgent, CHAMA);
    const bodies: unknown[] = [];
    const next = { ...sessionFor(agent), accessToken: 'agent-access' };
    server.use(
      http.put('*/api/v1/users/switch-role', async ({ request: req }) => {
        bodies.push(await req.json());
        return HttpResponse.json({ message: 'You are now working as agent.', data: next });
      }),
    );
    const { open, user, router } = renderMenu();
    const panel = await open();
    await user.selectOptions(panel.getByLabelText('Active role'), 'AGENT');

    expect(await screen.findByRole('heading', { name: 'Leads home' })).toBeInTheDocument();
    expect(bodies).toEqual([{ role: 'AGENT' }]);
    expect(router.state.location.pathname).toBe('/leads');
    expect(useSessionStore.getState()).toMatchObject({
      accessToken: 'agent-access',
      userData: agent,
      // Umoja Chama knows this person only as a member: the header moves to the Sacco.
      organisationId: SACCO,
    });
  });

  test('the organisation switcher sets the x-organization the client sends', async () => {
    signIn(memberWhoIsAlsoAgent, SACCO);
    let header: string | null = null;
    server.use(
      http.get('*/api/v1/teams', ({ request: req }) => {
        header = req.headers.get('x-organization');
        return HttpResponse.json({ message: 'Success', data: [] });
      }),
    );
    const { open, user } = renderMenu();
    const panel = await open();
    const select = panel.getByLabelText('Organisation');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pamoja Demo Sacco', 'Umoja Chama']);
    await user.selectOptions(select, CHAMA);

    expect(useSessionStore.getState().organisationId).toBe(CHAMA);
    await request({ method: 'GET', url: 'teams', label: 'teams' });
    expect(header).toBe(CHAMA);
  });

  test('as agent only organisations where the person is an agent are offered', async () => {
    signIn(agent, SACCO);
    const { open } = renderMenu('/leads');
    const panel = await open();
    const select = panel.getByLabelText('Organisation');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pamoja Demo Sacco']);
  });
});

describe('logout', () => {
  async function signedInEverywhere() {
    await hydrateSession();
    const session = signIn(memberWhoIsAlsoAgent, SACCO);
    useSessionStore.getState().setOrganisation(SACCO);
    await vi.waitFor(() => expect(localStorage.getItem(USER_DATA_KEY)).not.toBeNull());
    sessionStorage.setItem(CSRF_STORAGE_KEY, 'f'.repeat(64));
    return session;
  }

  test('tells the server, then nothing of the person is left anywhere', async () => {
    const session = await signedInEverywhere();
    const calls: { authorization: string | null; body: unknown }[] = [];
    server.use(
      http.post('*/api/v1/auth/logout', async ({ request: req }) => {
        calls.push({ authorization: req.headers.get('authorization'), body: await req.json() });
        return HttpResponse.json({ message: 'You are logged out.', data: null });
      }),
    );
    const { open, user, router, queryClient } = renderMenu();
    queryClient.setQueryData(['profile.account'], { email: memberWhoIsAlsoAgent.email });
    const panel = await open();
    await user.click(panel.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      authorization: `Bearer ${session.accessToken}`,
      body: { refreshToken: session.refreshToken },
    });
    expect(useSessionStore.getState()).toMatchObject(EMPTY_SESSION);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(useNotificationsStore.getState().items).toEqual([]);
    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem(USER_DATA_KEY)).toBeNull();
      expect(storage.getItem(ORGANISATION_KEY)).toBeNull();
    }
    expect(sessionStorage.getItem(CSRF_STORAGE_KEY)).not.toBe('f'.repeat(64));
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  test('a failed logout call changes nothing: the browser forgets the session anyway', async () => {
    await signedInEverywhere();
    server.use(http.post('*/api/v1/auth/logout', () => HttpResponse.error()));
    const { open, user } = renderMenu();
    const panel = await open();
    await user.click(panel.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(useSessionStore.getState().userData).toBeNull();
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
    // Its failure is not news worth a toast.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useNotificationsStore.getState().items).toEqual([]);
  });
});
