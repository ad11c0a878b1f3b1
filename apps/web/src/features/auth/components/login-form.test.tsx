import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { memberUser } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { useSessionStore } from '../../../shared/session/session-store';
import { LoginForm } from './login-form';

function renderLogin() {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/register', element: <h1>Register page</h1> },
      { path: '/forgot-password', element: <h1>Forgot page</h1> },
    ],
    '/login',
  );
  const username = screen.getByLabelText('E-mail or phone number');
  const password = screen.getByLabelText('Password');
  const submit = screen.getByRole('button', { name: 'Sign in' });
  return { user, username, password, submit, ...view };
}

const notFound = {
  statusCode: 404,
  code: 'NOT_FOUND',
  errorMessage: 'Route POST:/api/v1/auth not found',
  message: 'Route POST:/api/v1/auth not found',
};

describe('LoginForm', () => {
  test('shows a message for each empty field and sends nothing', async () => {
    let calls = 0;
    server.use(http.post('*/api/v1/auth', () => ((calls += 1), HttpResponse.json({}))));
    const { user, submit, username, password } = renderLogin();

    await user.click(submit);

    expect(await screen.findByText('Enter your e-mail or phone number.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(calls).toBe(0);
  });

  test('a field is checked once left, then again as it changes; submit focuses the first wrong one', async () => {
    const { user, username, password, submit } = renderLogin();
    await user.click(username);
    expect(screen.queryByText('Enter your e-mail or phone number.')).toBeNull();
    // Left by a click beside it, so the password field is never entered.
    await user.click(document.body);
    expect(await screen.findByText('Enter your e-mail or phone number.')).toBeInTheDocument();
    await user.type(username, 'm');
    expect(screen.queryByText('Enter your e-mail or phone number.')).toBeNull();
    expect(username).not.toHaveAttribute('aria-invalid');
    // Untouched until now: no message while typing starts elsewhere.
    expect(screen.queryByText('Enter your password.')).toBeNull();

    await user.clear(username);
    await user.click(submit);
    expect(username).toHaveFocus();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    await user.type(username, 'member@pamoja.test');
    await user.click(submit);
    expect(password).toHaveFocus();
  });

  test('a username of spaces only counts as empty', async () => {
    const { user, submit, username, password } = renderLogin();
    await user.type(username, '   ');
    await user.type(password, 'secret');
    await user.click(submit);
    expect(await screen.findByText('Enter your e-mail or phone number.')).toBeInTheDocument();
  });

  test('posts { username, password } to /api/v1/auth and shows the server error text', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/v1/auth', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(notFound, { status: 404 });
      }),
    );
    const { user, submit, username, password } = renderLogin();

    await user.type(username, ' member@pamoja.test ');
    await user.type(password, 'Pamoja#2026');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Route POST:/api/v1/auth not found');
    expect(body).toEqual({ username: 'member@pamoja.test', password: 'Pamoja#2026' });
    expect(useSessionStore.getState().userData).toBeNull();
  });

  test('puts server validation details on their fields', async () => {
    server.use(
      http.post('*/api/v1/auth', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            errorMessage: 'Check the highlighted fields',
            message: 'Check the highlighted fields',
            details: [{ path: 'username', message: 'enter your e-mail or phone number' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, submit, username, password } = renderLogin();
    await user.type(username, 'x@y.z');
    await user.type(password, 'pw');
    await user.click(submit);

    expect(await screen.findByText('enter your e-mail or phone number')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
  });

  test('on success stores the session (LoginRoute then moves on)', async () => {
    server.use(
      http.post('*/api/v1/auth', () =>
        HttpResponse.json({
          message: 'Success',
          data: { accessToken: 'access-1', refreshToken: 'refresh-1', userData: memberUser },
        }),
      ),
    );
    const { user, submit, username, password } = renderLogin();
    await user.type(username, '0712345678');
    await user.type(password, 'Pamoja#2026');
    await user.click(submit);

    await waitFor(() => expect(useSessionStore.getState().accessToken).toBe('access-1'));
    expect(useSessionStore.getState()).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      userData: memberUser,
    });
  });

  test('links to registration and password recovery', async () => {
    const { user } = renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Forgot page' })).toBeInTheDocument(),
    );
  });

  test('Tab goes e-mail → password (and its show button) → Sign in, then the links', async () => {
    const { user, username, password, submit } = renderLogin();
    const order = [
      username,
      password,
      screen.getByRole('button', { name: 'Show password' }),
      submit,
      screen.getByRole('link', { name: 'Forgot password?' }),
      screen.getByRole('link', { name: 'Create an account' }),
    ];
    for (const element of order) {
      await user.tab();
      expect(element).toHaveFocus();
    }
  });

  test('e-mail, Tab, password, Enter signs in (it no longer opens the recovery page)', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/v1/auth', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(notFound, { status: 404 });
      }),
    );
    const { user } = renderLogin();
    await user.tab();
    await user.keyboard('member@pamoja.test');
    await user.tab();
    await user.keyboard('Pamoja#2026{Enter}');

    await waitFor(() =>
      expect(body).toEqual({ username: 'member@pamoja.test', password: 'Pamoja#2026' }),
    );
    expect(screen.queryByRole('heading', { name: 'Forgot page' })).toBeNull();
  });

  test('the password can be shown and hidden', async () => {
    const { user, password } = renderLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
