import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { request } from '../../../shared/http/request';
import { setRefreshHandler } from '../../../shared/http/refresh';
import { forgetRenewals, recordRenewal, renewalOf } from '../../../shared/session/renewal-handoff';
import {
  hydrateSession,
  setSessionCodec,
  USER_DATA_KEY,
} from '../../../shared/session/session-persistence';
import { useSessionStore } from '../../../shared/session/session-store';
import { agent, member, sessionFor } from '../../../shared/testing/fixtures';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { renewSession } from './refresh-session';

const old = sessionFor(member);
const renewed = {
  accessToken: 'access-2',
  refreshToken: 'refresh-token-2-0123456789',
  userData: agent,
};

const expired = () =>
  HttpResponse.json(
    {
      statusCode: 401,
      code: 'UNAUTHORIZED',
      errorMessage: 'Your session has expired. Please log in again.',
      message: 'Your session has expired. Please log in again.',
    },
    { status: 401 },
  );

function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname: '/profile', assign });
  return assign;
}

/**
 * The server as another tab left it: `users/me` answers only the new access token, and a
 * refresh (which must not happen: the old token is spent) is refused.
 */
function onlyTheNewPairAnswered() {
  let refreshes = 0;
  const seen: (string | null)[] = [];
  server.use(
    http.post('*/api/v1/auth/refresh', () => {
      refreshes += 1;
      return expired();
    }),
    http.get('*/api/v1/users/me', ({ request: req }) => {
      seen.push(req.headers.get('authorization'));
      return req.headers.get('authorization') === 'Bearer access-2'
        ? HttpResponse.json({ message: 'Success', data: { id: member.id } })
        : expired();
    }),
  );
  return { refreshes: () => refreshes, seen };
}

beforeEach(async () => {
  await forgetRenewals();
  await hydrateSession();
  signIn(member);
  setRefreshHandler(renewSession);
  await vi.waitFor(() => expect(localStorage.getItem(USER_DATA_KEY)).not.toBeNull());
});

describe('one transparent refresh on 401', () => {
  test('sends the stored refresh token, stores the new session and retries once', async () => {
    const assign = stubLocation();
    const refreshBodies: unknown[] = [];
    const seen: (string | null)[] = [];
    server.use(
      http.post('*/api/v1/auth/refresh', async ({ request: req }) => {
        refreshBodies.push(await req.json());
        return HttpResponse.json({ message: 'Success', data: renewed });
      }),
      http.get('*/api/v1/users/me', ({ request: req }) => {
        seen.push(req.headers.get('authorization'));
        return req.headers.get('authorization') === 'Bearer access-2'
          ? HttpResponse.json({ message: 'Success', data: { id: member.id } })
          : expired();
      }),
    );

    const body = await request<{ data: { id: string } }>({
      method: 'GET',
      url: 'users/me',
      label: 'me',
    });

    expect(body.data.id).toBe(member.id);
    expect(refreshBodies).toEqual([{ refreshToken: old.refreshToken }]);
    expect(seen).toEqual([`Bearer ${old.accessToken}`, 'Bearer access-2']);
    expect(useSessionStore.getState()).toMatchObject(renewed);
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(USER_DATA_KEY)!)).toMatchObject({
        accessToken: 'access-2',
      }),
    );
    expect(assign).not.toHaveBeenCalled();
  });

  test('a refused refresh clears storage and goes to /login, without a second try', async () => {
    const assign = stubLocation();
    let refreshes = 0;
    let calls = 0;
    server.use(
      http.post('*/api/v1/auth/refresh', () => {
        refreshes += 1;
        return expired();
      }),
      http.get('*/api/v1/users/me', () => {
        calls += 1;
        return expired();
      }),
    );

    await expect(request({ method: 'GET', url: 'users/me', label: 'me' })).rejects.toMatchObject({
      status: 401,
    });

    expect(refreshes).toBe(1);
    expect(calls).toBe(1);
    expect(useSessionStore.getState()).toMatchObject({ userData: null, accessToken: null });
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  test('a retry that is refused again logs out instead of refreshing in a loop', async () => {
    const assign = stubLocation();
    let refreshes = 0;
    server.use(
      http.post('*/api/v1/auth/refresh', () => {
        refreshes += 1;
        return HttpResponse.json({ message: 'Success', data: renewed });
      }),
      http.get('*/api/v1/users/me', expired),
    );

    await expect(request({ method: 'GET', url: 'users/me', label: 'me' })).rejects.toThrow();

    expect(refreshes).toBe(1);
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  // Another tab renewed: its pair (and the user data it got with it) is in the shared storage,
  // or only in the handoff while its write to this tab's localStorage has not arrived.
  const refreshed = { ...member, firstName: 'Renamed' };
  const newer = {
    userData: refreshed,
    accessToken: 'access-2',
    refreshToken: renewed.refreshToken,
  };
  test.each([
    ['in storage', async () => localStorage.setItem(USER_DATA_KEY, JSON.stringify(newer))],
    [
      'in the handoff, storage here still showing the spent token',
      async () => {
        await recordRenewal(old.refreshToken, newer);
        expect(JSON.parse(localStorage.getItem(USER_DATA_KEY)!)).toMatchObject({
          refreshToken: old.refreshToken,
        });
      },
    ],
  ])(
    'takes the pair another tab renewed (%s) instead of spending the old token again',
    async (_, renewedElsewhere) => {
      const assign = stubLocation();
      const { refreshes, seen } = onlyTheNewPairAnswered();
      await renewedElsewhere();

      const body = await request<{ data: { id: string } }>({
        method: 'GET',
        url: 'users/me',
        label: 'me',
      });

      expect(body.data.id).toBe(member.id);
      expect(refreshes()).toBe(0);
      expect(seen).toEqual([`Bearer ${old.accessToken}`, 'Bearer access-2']);
      expect(useSessionStore.getState()).toMatchObject(newer);
      expect(assign).not.toHaveBeenCalled();
    },
  );

  test("renews under the tabs' shared lock, and holds it until the new pair is stored", async () => {
    stubLocation();
    const held: string[] = [];
    let storedWhileHeld: string | null = null;
    let handedWhileHeld: unknown = null;
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, work: () => Promise<unknown>) => {
          held.push(name);
          const result = await work();
          storedWhileHeld = localStorage.getItem(USER_DATA_KEY);
          handedWhileHeld = await renewalOf(old.refreshToken);
          return result;
        },
      },
    });
    server.use(
      http.post('*/api/v1/auth/refresh', () =>
        HttpResponse.json({ message: 'Success', data: renewed }),
      ),
    );
    // Storing takes a while, as with the real (encrypting) codec.
    setSessionCodec({
      encode: (plain) => new Promise((resolve) => setTimeout(() => resolve(plain), 30)),
      decode: async (stored) => stored,
    });
    try {
      expect(await renewSession()).toBe(true);
    } finally {
      vi.unstubAllGlobals();
      setSessionCodec(null);
    }
    expect(held).toEqual(['pamoja.session-renewal']);
    expect(JSON.parse(storedWhileHeld!)).toMatchObject({ refreshToken: renewed.refreshToken });
    // The tab after it may read storage before this write reaches it: the handoff has it.
    expect(handedWhileHeld).toEqual(renewed);
  });

  test('renews when the last renewal spent another token', async () => {
    stubLocation();
    let refreshes = 0;
    server.use(
      http.post('*/api/v1/auth/refresh', () => {
        refreshes += 1;
        return HttpResponse.json({ message: 'Success', data: renewed });
      }),
    );
    await recordRenewal('refresh-token-of-another-session', { ...renewed, accessToken: 'other' });

    expect(await renewSession()).toBe(true);
    expect(refreshes).toBe(1);
    expect(useSessionStore.getState()).toMatchObject(renewed);
  });

  test('renews and keeps the new pair when the handoff cannot be written or read', async () => {
    stubLocation();
    server.use(
      http.post('*/api/v1/auth/refresh', () =>
        HttpResponse.json({ message: 'Success', data: renewed }),
      ),
    );
    // A record is there to look up; then Web Crypto refuses (an insecure page), so the handoff
    // can neither check it against this token nor record the new renewal.
    await recordRenewal(old.refreshToken, { ...renewed, accessToken: 'never-taken' });
    const digest = vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new Error('insecure'));
    let fingerprints = 0;
    try {
      expect(await renewSession()).toBe(true);
      fingerprints = digest.mock.calls.length;
    } finally {
      digest.mockRestore();
    }
    expect(fingerprints).toBe(2);
    expect(useSessionStore.getState()).toMatchObject(renewed);
  });

  test('without a refresh token there is nothing to renew', async () => {
    useSessionStore.setState({ refreshToken: null });
    expect(await renewSession()).toBe(false);
  });
});
