import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { endDemoSession, useDemoSession } from '../../auth/demo-session';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { renderAccountPage } from './account-test-routes';

serveDemoMock();
beforeEach(endDemoSession);

async function fill(values: { username: string; email: string; password: string }) {
  const user = userEvent.setup();
  const view = renderAccountPage('/pages/register-cover');
  await user.type(await screen.findByLabelText('Username'), values.username);
  await user.type(screen.getByLabelText('E-mail'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
  return { user, ...view };
}

const acceptAndSubmit = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByLabelText('I agree to the privacy policy and terms'));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
};

describe('demo register', () => {
  test("a taken e-mail shows the demo's message", async () => {
    const { user, router } = await fill({
      username: 'newcomer',
      email: 'admin@demo.com',
      password: 'secret1',
    });
    await acceptAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already in use.');
    expect(router.state.location.pathname).toBe('/pages/register-cover');
    expect(useDemoSession.getState().userData).toBeNull();
  });

  test("a taken username shows the demo's message", async () => {
    const { user } = await fill({
      username: 'johndoe',
      email: 'new@demo.com',
      password: 'secret1',
    });
    await acceptAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already in use.');
  });

  test('a new account is signed in to the demo with the client ability', async () => {
    const { user, router } = await fill({
      username: 'newcomer',
      email: 'new@demo.com',
      password: 'secret1',
    });
    await acceptAndSubmit(user);
    expect(await screen.findByRole('heading', { name: 'Access control page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/access-control');
    expect(useDemoSession.getState().userData).toMatchObject({
      email: 'new@demo.com',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
    });
  });

  test('a short password and unaccepted terms are refused before anything is sent', async () => {
    const { user } = await fill({ username: 'newcomer', email: 'new@demo.com', password: 'abc' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeVisible();
    expect(screen.getByText('Accept the privacy policy and terms to sign up.')).toBeVisible();
    expect(screen.getByLabelText('I agree to the privacy policy and terms')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useDemoSession.getState().userData).toBeNull();
  });
});
