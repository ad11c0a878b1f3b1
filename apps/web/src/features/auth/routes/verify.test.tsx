import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, test } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { VerifyRoute } from './verify';

const TOKEN = 'a'.repeat(43);

function renderVerify() {
  return renderRoutes(
    [
      {
        path: '/verify/:token',
        element: (
          <StrictMode>
            <VerifyRoute />
          </StrictMode>
        ),
      },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/register', element: <h1>Register page</h1> },
    ],
    `/verify/${TOKEN}`,
  );
}

describe('/verify/:token', () => {
  test('confirms the link once on arrival and offers to sign in', async () => {
    const calls: string[] = [];
    server.use(
      http.patch('*/api/v1/users/confirm/:token', ({ params }) => {
        calls.push(String(params.token));
        return HttpResponse.json({ message: 'Your e-mail is verified.', data: null });
      }),
    );
    renderVerify();

    expect(
      await screen.findByRole('heading', { name: 'Your e-mail is verified' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You can sign in now.');
    expect(calls).toEqual([TOKEN]);
    await userEvent.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  test('an expired or used link shows the server’s advice and both ways on', async () => {
    server.use(
      http.patch('*/api/v1/users/confirm/:token', () =>
        HttpResponse.json(
          {
            statusCode: 410,
            code: 'TOKEN_USED',
            errorMessage: 'This verification link was already used. Please log in.',
            message: 'This verification link was already used. Please log in.',
          },
          { status: 410 },
        ),
      ),
    );
    renderVerify();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link was already used. Please log in.',
    );
    expect(screen.getByRole('heading', { name: 'This link did not work' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
