import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '@pamoja/server-kit/auth/secrets';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeMainDatabase } from '../db/migrate';
import { buildTestApp, csrfHeaders } from '../../test/build-test-app';
import {
  latestMessage,
  login,
  newPerson,
  PASSWORD,
  register,
  tokenOf,
} from '../../test/identity-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: csrfHeaders,
    payload: payload as object,
  });
const confirm = (token: string) =>
  app.inject({ method: 'PATCH', url: `/api/v1/users/confirm/${token}`, headers: csrfHeaders });

describe('POST /users (register)', () => {
  it('creates a pending account and sends a verification link through the outbox', async () => {
    const person = newPerson();
    const response = await post({ ...person, email: person.email.toUpperCase() });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.id).toMatch(/^[0-9a-f-]{36}$/);
    const message = await latestMessage(app, person.email);
    expect(message?.purpose).toBe('VERIFY_EMAIL');
    expect(message?.link).toMatch(/\/verify\/[\w-]{40,}$/);
  });

  it.each([
    [{ firstName: undefined }, 'firstName'],
    [{ lastName: '   ' }, 'lastName'],
    [{ email: 'not-an-email' }, 'email'],
    [{ phoneNumber: '0812345678' }, 'phoneNumber'],
    [{ phoneNumber: 12345 }, 'phoneNumber'],
    [{ password: 'short1' }, 'password'],
    [{ password: 'lettersonly' }, 'password'],
    [{ password: '1234567890' }, 'password'],
  ])('rejects %o with 400 on %s', async (change, path) => {
    const response = await post({ ...newPerson(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('refuses a duplicate e-mail or phone with 409', async () => {
    const person = await register(app);
    const sameEmail = await post({ ...newPerson(), email: person.email });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().code).toBe('EMAIL_TAKEN');
    const samePhone = await post({
      ...newPerson(),
      phoneNumber: `+254${person.phoneNumber.slice(1)}`,
    });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().code).toBe('PHONE_TAKEN');
  });

  it('registers only one of two simultaneous sign-ups with the same e-mail', async () => {
    const person = newPerson();
    const results = await Promise.all([
      post(person),
      post({ ...newPerson(), email: person.email }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(['EMAIL_TAKEN', 'ACCOUNT_EXISTS']).toContain(
      results.find((r) => r.statusCode === 409)?.json().code,
    );
  });
});

describe('PATCH /users/confirm/{token}', () => {
  it('refuses login before verification with 403, then verifies once', async () => {
    const person = await register(app);
    const early = await app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      headers: csrfHeaders,
      payload: { username: person.email, password: PASSWORD },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('ACCOUNT_NOT_VERIFIED');

    const token = tokenOf((await latestMessage(app, person.email))?.link);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('TOKEN_USED');
    expect((await login(app, person.email)).userData.email).toBe(person.email);
  });

  it('answers an unknown token with 404 and a malformed one with 400', async () => {
    expect((await confirm('x'.repeat(43))).json().code).toBe('TOKEN_NOT_FOUND');
    expect((await confirm('short')).statusCode).toBe(400);
  });

  it('refuses an expired link with 410', async () => {
    const person = await register(app);
    const token = tokenOf((await latestMessage(app, person.email))?.link);
    const db = scopeMainDatabase((await sharedTestDatabase()).db);
    await db
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', sha256(token))
      .execute();
    const response = await confirm(token);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });
});
