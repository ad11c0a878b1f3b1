import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { renderAccountPage } from './account-test-routes';

serveDemoMock();

const PAGES = [
  ['login', 'Welcome to the demo!'],
  ['register', 'Adventure starts here'],
  ['forgot-password', 'Forgot password?'],
  ['reset-password', 'Reset password'],
  ['verify-email', 'Verify your e-mail'],
  ['two-steps', 'Two-step verification'],
] as const;

const ROUTES = PAGES.flatMap(([kind, heading]) =>
  (['basic', 'cover'] as const).map((variant) => [`/pages/${kind}-${variant}`, heading, variant]),
);

describe('demo account routes', () => {
  test.each(ROUTES)('%s shows its heading and the demo notice', async (path, heading, variant) => {
    const { container } = renderAccountPage(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent(
      'These are demo pages of the template, on demo accounts. Your Pamoja account signs in at /login',
    );
    expect(within(notice).getByRole('link', { name: '/login' })).toHaveAttribute('href', '/login');
    // Only the cover design draws the illustration.
    expect(container.querySelector('.account-illustration') !== null).toBe(variant === 'cover');
  });
});

describe('pages without a demo endpoint', () => {
  test('forgot password checks the address, then says no e-mail is sent', async () => {
    const user = userEvent.setup();
    renderAccountPage('/pages/forgot-password-basic');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeVisible();
    await user.type(screen.getByLabelText('E-mail'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(
      'If jane@example.com has an account, a reset link is on its way.',
    );
    expect(done).toHaveTextContent('Demo: no e-mail is sent.');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/pages/login-basic',
    );
  });

  test('reset password wants 6 characters and the same password twice', async () => {
    const user = userEvent.setup();
    renderAccountPage('/pages/reset-password-cover');
    await user.type(await screen.findByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('New password must be at least 6 characters.')).toBeVisible();
    expect(screen.getByText('Confirm password must match the new password.')).toBeVisible();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'abcdef');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is set.');
  });

  test('verify e-mail resends to a valid address only', async () => {
    const user = userEvent.setup();
    renderAccountPage('/pages/verify-email-basic');
    await user.type(await screen.findByLabelText('E-mail'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(
      await screen.findByText('E-mail must be a valid address, like name@example.com.'),
    ).toBeVisible();
    await user.type(screen.getByLabelText('E-mail'), '@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new link is on its way to nope@example.com.',
    );
  });
});
