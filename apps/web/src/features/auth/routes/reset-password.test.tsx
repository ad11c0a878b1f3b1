import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { ResetPasswordRoute } from './reset-password';

const TOKEN = 'r'.repeat(43);

function tokenIs(valid: boolean) {
  server.use(
    http.get('*/api/v1/password-reset/:token', () =>
      HttpResponse.json({ message: 'Success', data: { valid } }),
    ),
  );
}

function renderReset() {
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/reset-password/:token', element: <ResetPasswordRoute /> },
      { path: '/forgot-password', element: <h1>Forgot page</h1> },
    ],
    `/reset-password/${TOKEN}`,
  );
  return { user };
}

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, one: string, two: string) {
  await user.type(await screen.findByLabelText('New password'), one);
  await user.type(screen.getByLabelText('Repeat the new password'), two);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('/reset-password/:token', () => {
  test('checks the link first: an invalid one asks for a new link, with no form', async () => {
    tokenIs(false);
    renderReset();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reset link is unknown, already used or expired.',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('a malformed link (400) counts as invalid too', async () => {
    server.use(
      http.get('*/api/v1/password-reset/:token', () =>
        HttpResponse.json(
          { statusCode: 400, code: 'VALIDATION_FAILED', errorMessage: 'bad', message: 'bad' },
          { status: 400 },
        ),
      ),
    );
    renderReset();
    expect(await screen.findByRole('link', { name: 'Send me a new link' })).toBeInTheDocument();
  });

  test('weak and mismatched passwords are refused before sending', async () => {
    tokenIs(true);
    let calls = 0;
    server.use(
      http.put('*/api/v1/password-reset/:token', () => ((calls += 1), HttpResponse.json({}))),
    );
    const { user } = renderReset();
    await fillPasswords(user, 'abcdefgh', 'abcdefgh');
    expect(await screen.findByText('Must contain a digit.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Must match the password.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  test('saves the new password and says to sign in', async () => {
    tokenIs(true);
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/v1/password-reset/:token', async ({ request, params }) => {
        bodies.push({ token: params.token, ...((await request.json()) as object) });
        return HttpResponse.json({ message: 'Your password is changed.', data: null });
      }),
    );
    const { user } = renderReset();
    await fillPasswords(user, 'newpass2026', 'newpass2026');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(bodies).toEqual([
      { token: TOKEN, password: 'newpass2026', confirmPassword: 'newpass2026' },
    ]);
  });

  test('a link used up meanwhile (410) is the danger notification', async () => {
    tokenIs(true);
    server.use(
      http.put('*/api/v1/password-reset/:token', () =>
        HttpResponse.json(
          {
            statusCode: 410,
            code: 'TOKEN_USED',
            errorMessage: 'This reset link was already used.',
            message: 'This reset link was already used.',
          },
          { status: 410 },
        ),
      ),
    );
    const { user } = renderReset();
    await fillPasswords(user, 'newpass2026', 'newpass2026');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('This reset link was already used.')).toBeVisible();
  });
});
