import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { memberUser } from '../testing/fixtures';
import { server } from '../testing/server';
import { hydrateSession, ORGANISATION_KEY, USER_DATA_KEY } from '../session/session-persistence';
import { useSessionStore } from '../session/session-store';
import { setRefreshHandler } from './refresh';
import { request } from './request';

const expired = () =>
  HttpResponse.json(
    {
      statusCode: 401,
      code: 'TOKEN_EXPIRED',
      errorMessage: 'Session expired',
      message: 'Session expired',
    },
    { status: 401 },
  );

function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname: '/leads', assign });
  return assign;
}

async function logIn() {
  await hydrateSession();
  useSessionStore.getState().setSession({
    userData: memberUser,
    accessToken: 'old-access',
    refreshToken: 'old-refresh',
  });
  useSessionStore.getState().setOrganisation('org-1');
  await vi.waitFor(() => expect(localStorage.getItem(USER_DATA_KEY)).not.toBeNull());
}

describe('401 with stored user data', () => {
  beforeEach(logIn);

  test('removes user data and organisation and goes to /login', async () => {
    const assign = stubLocation();
    server.use(http.get('*/api/v1/users/me', expired));

    await expect(request({ method: 'GET', url: 'users/me', label: 'me' })).rejects.toMatchObject({
      status: 401,
    });

    expect(useSessionStore.getState()).toMatchObject({
      userData: null,
      accessToken: null,
      refreshToken: null,
      organisationId: null,
    });
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
    expect(localStorage.getItem(ORGANISATION_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  test('first tries one transparent refresh, then retries with the new token', async () => {
    const assign = stubLocation();
    const refresh = vi.fn(async () => {
      useSessionStore
        .getState()
        .setTokens({ accessToken: 'new-access', refreshToken: 'new-refresh' });
      return true;
    });
    setRefreshHandler(refresh);
    server.use(
      http.get('*/api/v1/users/me', ({ request: req }) =>
        req.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json({ message: 'Success', data: { id: 'me' } })
          : expired(),
      ),
    );

    const body = await request<{ data: { id: string } }>({
      method: 'GET',
      url: 'users/me',
      label: 'me',
    });

    expect(body.data.id).toBe('me');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
    expect(useSessionStore.getState().userData).toEqual(memberUser);
  });

  test('concurrent 401s share one refresh', async () => {
    stubLocation();
    const refresh = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      useSessionStore.getState().setTokens({ accessToken: 'new-access', refreshToken: 'r2' });
      return true;
    });
    setRefreshHandler(refresh);
    server.use(
      http.get('*/api/v1/*', ({ request: req }) =>
        req.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json({ message: 'Success', data: null })
          : expired(),
      ),
    );

    await Promise.all([
      request({ method: 'GET', url: 'a', label: 'a' }),
      request({ method: 'GET', url: 'b', label: 'b' }),
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test('a failed refresh logs out without a second attempt', async () => {
    const assign = stubLocation();
    const refresh = vi.fn(async () => false);
    setRefreshHandler(refresh);
    server.use(http.get('*/api/v1/users/me', expired));

    await expect(request({ method: 'GET', url: 'users/me', label: 'me' })).rejects.toThrow();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });
});

describe('401 of a demo call', () => {
  beforeEach(logIn);

  test('leaves the product session alone: no refresh, no sign-out', async () => {
    const assign = stubLocation();
    const refresh = vi.fn(async () => true);
    setRefreshHandler(refresh);
    server.use(
      http.post('*/jwt/refresh-token', () =>
        HttpResponse.json({ message: 'Invalid refresh token' }, { status: 401 }),
      ),
    );

    await expect(
      request({ method: 'POST', url: 'jwt/refresh-token', apiType: 'demo', label: 'demo' }),
    ).rejects.toMatchObject({ status: 401, text: 'Invalid refresh token' });

    expect(refresh).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(useSessionStore.getState().userData).toEqual(memberUser);
    expect(localStorage.getItem(USER_DATA_KEY)).not.toBeNull();
  });
});

describe('401 without stored user data', () => {
  test('does not redirect and leaves storage alone', async () => {
    const assign = stubLocation();
    localStorage.setItem(ORGANISATION_KEY, 'org-1');
    const refresh = vi.fn(async () => true);
    setRefreshHandler(refresh);
    server.use(http.post('*/api/v1/auth', expired));

    await expect(
      request({
        method: 'POST',
        url: 'auth',
        data: { username: 'a', password: 'b' },
        label: 'login',
      }),
    ).rejects.toMatchObject({ status: 401, text: 'Session expired' });

    expect(assign).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(localStorage.getItem(ORGANISATION_KEY)).toBe('org-1');
  });
});

describe('401 that judges an answer, not the session', () => {
  beforeEach(logIn);

  test.each([
    ['WRONG_PIN', 'Wrong PIN. 4 attempts left.'],
    ['INVALID_CREDENTIALS', 'The e-mail, phone number or password is not right.'],
  ])('%s keeps the session and stays on the page', async (code, message) => {
    const assign = stubLocation();
    const refresh = vi.fn(async () => true);
    setRefreshHandler(refresh);
    server.use(
      http.put('*/api/v1/users/change-pin/me', () =>
        HttpResponse.json(
          { statusCode: 401, code, errorMessage: message, message },
          { status: 401 },
        ),
      ),
    );

    await expect(
      request({ method: 'PUT', url: 'users/change-pin/me', data: {}, label: 'pin' }),
    ).rejects.toMatchObject({ status: 401, code, text: message });

    expect(refresh).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(useSessionStore.getState().userData).toEqual(memberUser);
    expect(localStorage.getItem(USER_DATA_KEY)).not.toBeNull();
  });
});
