import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { request } from '../shared/http/request';
import {
  hydrateSession,
  setSessionCodec,
  USER_DATA_KEY,
} from '../shared/session/session-persistence';
import { useSessionStore } from '../shared/session/session-store';
import { member, sessionFor } from '../shared/testing/fixtures';
import { server } from '../shared/testing/server';
import { setUpSession } from './session-setup';

afterEach(() => setSessionCodec(null));

describe('session set-up at boot', () => {
  test('stored login data is encrypted', async () => {
    setUpSession();
    await hydrateSession();
    useSessionStore.getState().setSession(sessionFor(member));
    await vi.waitFor(() => expect(localStorage.getItem(USER_DATA_KEY)).not.toBeNull());
    const stored = localStorage.getItem(USER_DATA_KEY)!;
    expect(() => JSON.parse(stored)).toThrow();
    expect(stored).not.toContain(member.email);
  });

  test('a 401 is answered with POST auth/refresh before anything else', async () => {
    setUpSession();
    useSessionStore.setState(sessionFor(member));
    const refresh = vi.fn(() =>
      HttpResponse.json({
        message: 'Success',
        data: { ...sessionFor(member), accessToken: 'fresh' },
      }),
    );
    server.use(
      http.post('*/api/v1/auth/refresh', refresh),
      http.get('*/api/v1/users/me', ({ request: req }) =>
        req.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json({ message: 'Success', data: 'ok' })
          : HttpResponse.json({ code: 'UNAUTHORIZED', message: 'expired' }, { status: 401 }),
      ),
    );

    const body = await request<{ data: string }>({ method: 'GET', url: 'users/me', label: 'me' });

    expect(body.data).toBe('ok');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
