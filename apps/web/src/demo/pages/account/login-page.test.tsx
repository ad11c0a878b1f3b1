import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { useSessionStore } from '../../../shared/session/session-store';
import { USER_DATA_KEY } from '../../../shared/session/session-persistence';
import { DEMO_TOKENS_KEY, endDemoSession, useDemoSession } from '../../auth/demo-session';
import { DEMO_USER_DATA_KEY } from '../../mock/auth/demo-ability';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { renderAccountPage } from './account-test-routes';

serveDemoMock();
beforeEach(endDemoSession);

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  const view = renderAccountPage('/pages/login-basic');
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}

describe('demo login', () => {
  test('the admin account is stored in the demo session and goes to /access-control', async () => {
    const { router } = await signIn('admin@demo.com', 'admin');
    expect(await screen.findByRole('heading', { name: 'Access control page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/access-control');
    expect(useDemoSession.getState().userData?.ability).toEqual([
      { action: 'manage', subject: 'all' },
    ]);
    expect(JSON.parse(localStorage.getItem(DEMO_USER_DATA_KEY)!)).toMatchObject({
      email: 'admin@demo.com',
    });
    expect(JSON.parse(localStorage.getItem(DEMO_TOKENS_KEY)!).accessToken).toMatch(/^ey/);
    // The product's session is another thing altogether.
    expect(useSessionStore.getState().userData).toBeNull();
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });

  test('the client account gets its own ability', async () => {
    await signIn('client@demo.com', 'client');
    await screen.findByRole('heading', { name: 'Access control page' });
    expect(useDemoSession.getState().userData?.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
  });

  test("a wrong password shows the demo's message and stores nothing", async () => {
    const { router } = await signIn('admin@demo.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or Password is Invalid');
    expect(router.state.location.pathname).toBe('/pages/login-basic');
    expect(useDemoSession.getState().userData).toBeNull();
    expect(localStorage.getItem(DEMO_USER_DATA_KEY)).toBeNull();
  });

  test('empty fields are named in their messages and nothing is sent', async () => {
    const user = userEvent.setup();
    renderAccountPage('/pages/login-cover');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeVisible();
    expect(screen.getByText('Enter your password.')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.tab();
    expect(
      await screen.findByText('E-mail must be a valid address, like name@example.com.'),
    ).toBeVisible();
  });
});
