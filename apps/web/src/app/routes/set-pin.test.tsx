import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { useSessionStore } from '../../shared/session/session-store';
import { newMember } from '../../shared/testing/fixtures';
import { signIn } from '../../shared/testing/session';
import { renderRoutes } from '../../shared/testing/render';
import { server } from '../../shared/testing/server';
import { patchRoutesOnNavigation, routes } from '../router';

function renderSetPin() {
  signIn(newMember);
  const user = userEvent.setup();
  const view = renderRoutes(routes, '/set-pin', {
    patchRoutesOnNavigation,
    state: { from: '/profile' },
  });
  const enter = async (pin: string, confirm: string) => {
    await user.type(await screen.findByLabelText('PIN'), pin);
    await user.type(screen.getByLabelText('Repeat the PIN'), confirm);
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
  };
  return { user, enter, ...view };
}

describe('/set-pin', () => {
  test('trivial and mismatched PINs are refused before sending', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/v1/users/create-pin/:id', () => ((calls += 1), HttpResponse.json({}))),
    );
    const { enter, user } = renderSetPin();
    await enter('1234', '1234');
    expect(
      await screen.findByText('Is too easy to guess: avoid repeated digits and sequences.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('PIN'));
    await user.type(screen.getByLabelText('PIN'), '4071');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('Must match the PIN.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  test('sets the PIN for this user, then goes where they were going', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/v1/users/create-pin/:id', async ({ request, params }) => {
        sent.push({ id: params.id, ...((await request.json()) as object) });
        return HttpResponse.json({ message: 'Your PIN is set.', data: null });
      }),
      http.get('*/api/v1/users/me', () => new HttpResponse(null, { status: 503 })),
    );
    const { enter, router } = renderSetPin();
    await enter('4071', '4071');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(sent).toEqual([{ id: newMember.id, pin: '4071', confirmPin: '4071' }]);
    expect(useSessionStore.getState().userData?.hasPin).toBe(true);
  });

  test('a server detail lands on its field', async () => {
    server.use(
      http.post('*/api/v1/users/create-pin/:id', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            errorMessage: 'pin: must be exactly 4 digits',
            message: 'pin: must be exactly 4 digits',
            details: [{ path: 'pin', message: 'must be exactly 4 digits' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { enter } = renderSetPin();
    await enter('4071', '4071');
    expect(await screen.findByText('Must be exactly 4 digits.')).toBeInTheDocument();
    expect(screen.getByLabelText('PIN')).toHaveAttribute('aria-invalid', 'true');
    expect(useSessionStore.getState().userData?.hasPin).toBe(false);
  });

  test('"do this later" signs out', async () => {
    server.use(
      http.post('*/api/v1/auth/logout', () => HttpResponse.json({ message: 'Bye', data: null })),
    );
    const { user, router } = renderSetPin();
    await user.click(await screen.findByRole('button', { name: 'Sign out and do this later' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().userData).toBeNull();
  });
});
