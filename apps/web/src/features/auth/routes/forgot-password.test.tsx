import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { ForgotPasswordRoute } from './forgot-password';

function renderForgot() {
  const user = userEvent.setup();
  renderRoutes(
    [{ path: '/forgot-password', element: <ForgotPasswordRoute /> }],
    '/forgot-password',
  );
  const email = screen.getByLabelText('E-mail');
  const submit = () => user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return { user, email, submit };
}

describe('/forgot-password', () => {
  test('an invalid e-mail is refused before sending', async () => {
    let calls = 0;
    server.use(http.post('*/api/v1/password-reset', () => ((calls += 1), HttpResponse.json({}))));
    const { user, email, submit } = renderForgot();
    await user.type(email, 'jane@');
    await submit();
    expect(await screen.findByText('Must be a valid e-mail address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  test('sends the address and gives the same answer whether or not it has an account', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/password-reset', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'If this e-mail has an account…', data: null });
      }),
    );
    const { user, email, submit } = renderForgot();
    await user.type(email, 'Jane@Example.com');
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If jane@example.com belongs to an account, a reset link is on its way.',
    );
    expect(bodies).toEqual([{ email: 'jane@example.com' }]);
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });

  test('a refusal (rate limit) is the danger notification', async () => {
    server.use(
      http.post('*/api/v1/password-reset', () =>
        HttpResponse.json(
          {
            statusCode: 429,
            code: 'RATE_LIMITED',
            errorMessage: 'Too many attempts.',
            message: 'Too many attempts.',
          },
          { status: 429 },
        ),
      ),
    );
    const { user, email, submit } = renderForgot();
    await user.type(email, 'jane@example.com');
    await submit();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('Too many attempts.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });
});
