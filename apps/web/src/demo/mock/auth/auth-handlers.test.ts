import { decodeJwt } from 'jose';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { demoAuthAnswerSchema } from '../schemas/demo-auth-schema';
import type { DemoAuthAnswer } from '../schemas/demo-auth-schema';
import { resetDemoStore } from '../store/demo-store';
import { demoCall, serveDemoMock } from '../testing/demo-api';

serveDemoMock();
afterEach(() => vi.useRealTimers());

const login = (email: string, password: string) =>
  demoCall('POST', '/jwt/login', { body: { email, password } });

async function signIn(email: string, password: string): Promise<DemoAuthAnswer> {
  const answer = await login(email, password);
  expect(answer.status).toBe(200);
  return demoAuthAnswerSchema.parse(answer.body);
}

describe('demo login', () => {
  test('admin may manage all; client may read ACL and Auth', async () => {
    const admin = await signIn('admin@demo.com', 'admin');
    expect(admin.userData).toMatchObject({ email: 'admin@demo.com', role: 'admin' });
    expect(admin.userData.ability).toEqual([{ action: 'manage', subject: 'all' }]);
    const client = await signIn('CLIENT@demo.com', 'client');
    expect(client.userData.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
  });

  test.each([
    ['admin@demo.com', 'client'],
    ['nobody@demo.com', 'admin'],
    ['', ''],
  ])('%s / %s is refused with 400', async (email, password) => {
    const answer = await login(email, password);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'Email or Password is Invalid',
      error: { email: ['Email or Password is Invalid'] },
    });
  });

  test('tokens are HS256 JWTs that live ten minutes', async () => {
    const { accessToken, refreshToken } = await signIn('admin@demo.com', 'admin');
    for (const token of [accessToken, refreshToken]) {
      const claims = decodeJwt(token);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
      expect(claims.sub).toBe('1');
    }
  });
});

describe('demo register', () => {
  const register = (body: Record<string, string>) => demoCall('POST', '/jwt/register', { body });

  test('a new account can log in, until the store is reset', async () => {
    const answer = await register({
      username: 'wanjiru',
      email: 'wanjiru@example.com',
      password: 'secret',
    });
    expect(answer.status).toBe(201);
    expect(demoAuthAnswerSchema.parse(answer.body).userData).toMatchObject({
      id: 3,
      username: 'wanjiru',
    });
    expect((await login('wanjiru@example.com', 'secret')).status).toBe(200);
    resetDemoStore();
    expect((await login('wanjiru@example.com', 'secret')).status).toBe(400);
  });

  test('a taken e-mail and a taken username are refused with their messages', async () => {
    const email = await register({ username: 'someone', email: 'ADMIN@demo.com', password: 'x' });
    expect(email.status).toBe(400);
    expect(email.body).toMatchObject({ error: { email: ['This email is already in use.'] } });
    const username = await register({
      username: 'johndoe',
      email: 'new@example.com',
      password: 'x',
    });
    expect(username.status).toBe(400);
    expect(username.body).toMatchObject({
      error: { username: ['This username is already in use.'] },
    });
  });

  test('an invalid e-mail or a missing field is refused', async () => {
    expect((await register({ username: 'a', email: 'not-an-email', password: 'x' })).status).toBe(
      400,
    );
    expect((await register({ username: '', email: 'b@example.com', password: 'x' })).status).toBe(
      400,
    );
  });
});

describe('demo refresh', () => {
  const refresh = (refreshToken: string) =>
    demoCall('POST', '/jwt/refresh-token', { body: { refreshToken } });

  test('a valid refresh token gives new tokens', async () => {
    const { refreshToken } = await signIn('client@demo.com', 'client');
    const answer = await refresh(refreshToken);
    expect(answer.status).toBe(200);
    expect(demoAuthAnswerSchema.parse(answer.body).userData.email).toBe('client@demo.com');
  });

  test.each([['garbage'], ['']])(
    '%j is refused with 401 "Invalid refresh token"',
    async (token) => {
      const answer = await refresh(token);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ message: 'Invalid refresh token' });
    },
  );

  test('an access token is not a refresh token', async () => {
    const { accessToken } = await signIn('admin@demo.com', 'admin');
    expect((await refresh(accessToken)).status).toBe(401);
  });

  test('a refresh token is refused after ten minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-10T10:00:00Z') });
    const { refreshToken } = await signIn('admin@demo.com', 'admin');
    vi.setSystemTime(new Date('2026-01-10T10:09:50Z'));
    expect((await refresh(refreshToken)).status).toBe(200);
    vi.setSystemTime(new Date('2026-01-10T10:10:01Z'));
    expect((await refresh(refreshToken)).status).toBe(401);
  });
});
