import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, csrfHeaders } from '../../test/build-test-app';
import { bearer, latestMessage, login, signedInMember, tokenOf } from '../../test/identity-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const requestReset = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/password-reset',
    headers: csrfHeaders,
    payload: { email },
  });
const check = (token: string) => app.inject(`/api/v1/password-reset/${token}`);
const reset = (token: string, password: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/password-reset/${token}`,
    headers: csrfHeaders,
    payload: { password },
  });

describe('password reset', () => {
  it('answers the same for known and unknown e-mails, and only mails the known one', async () => {
    const { person } = await signedInMember(app);
    const known = await requestReset(person.email);
    const unknown = await requestReset('nobody-here@example.ke');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await latestMessage(app, person.email))?.purpose).toBe('RESET_PASSWORD');
    expect(await latestMessage(app, 'nobody-here@example.ke')).toBeUndefined();
  });

  it('resets the password once, ends every session, and lets the new password in', async () => {
    const { person, session } = await signedInMember(app);
    await requestReset(person.email);
    const token = tokenOf((await latestMessage(app, person.email))?.link);
    expect((await check(token)).json().data).toEqual({ valid: true });
    expect((await reset(token, 'Mpya2027pass')).statusCode).toBe(200);

    expect((await check(token)).json().data).toEqual({ valid: false });
    const reused = await reset(token, 'Another2027');
    expect(reused.statusCode).toBe(410);
    expect(
      (await app.inject({ url: '/api/v1/users/me', headers: bearer(session) })).statusCode,
    ).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: csrfHeaders,
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    await expect(login(app, person.email)).rejects.toThrow(/login failed/);
    expect((await login(app, person.email, 'Mpya2027pass')).userData.email).toBe(person.email);
  });

  it('keeps only the newest link working', async () => {
    const { person } = await signedInMember(app);
    await requestReset(person.email);
    const first = tokenOf((await latestMessage(app, person.email))?.link);
    await requestReset(person.email);
    const second = tokenOf((await latestMessage(app, person.email))?.link);
    expect((await check(first)).json().data.valid).toBe(false);
    expect((await check(second)).json().data.valid).toBe(true);
  });

  it('rejects unknown tokens, weak passwords and bad e-mails', async () => {
    expect((await check('q'.repeat(43))).json().data.valid).toBe(false);
    expect((await reset('q'.repeat(43), 'Strong2027x')).statusCode).toBe(410);
    const { person } = await signedInMember(app);
    await requestReset(person.email);
    const token = tokenOf((await latestMessage(app, person.email))?.link);
    const weak = await reset(token, 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0].path).toBe('password');
    expect((await check(token)).json().data.valid).toBe(true);
    expect((await requestReset('not-an-email')).statusCode).toBe(400);
  });
});

describe('dev outbox', () => {
  it('lists messages newest first for an e-mail or any form of a phone number', async () => {
    const { person } = await signedInMember(app);
    await requestReset(person.email);
    const list = (
      await app.inject(`/api/v1/dev/outbox?to=${encodeURIComponent(person.email)}`)
    ).json().data;
    expect(list.map((m: { purpose: string }) => m.purpose)).toEqual([
      'RESET_PASSWORD',
      'VERIFY_EMAIL',
    ]);
    expect((await app.inject('/api/v1/dev/outbox')).statusCode).toBe(400);
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      CALLBACK_TOKEN: 'c'.repeat(20),
    });
    try {
      const response = await production.inject('/api/v1/dev/outbox?to=someone@example.ke');
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
