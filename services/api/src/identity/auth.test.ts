import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, csrfHeaders } from '../../test/build-test-app';
import {
  bearer,
  login,
  PASSWORD,
  registerVerified,
  signedInMember,
} from '../../test/identity-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers: Record<string, string> = csrfHeaders) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });

describe('POST /auth (login)', () => {
  it('logs in with e-mail or any form of the phone number and returns userData', async () => {
    const person = await registerVerified(app);
    const byEmail = await login(app, person.email.toUpperCase());
    expect(byEmail.accessToken.split('.')).toHaveLength(3);
    expect(byEmail.refreshToken.length).toBeGreaterThan(30);
    expect(byEmail.userData).toMatchObject({
      firstName: person.firstName,
      fullName: `${person.firstName} ${person.lastName}`,
      email: person.email,
      phoneNumber: `254${person.phoneNumber.slice(1)}`,
      avatar: null,
      hasPin: false,
      role: 'MEMBER',
      roles: ['MEMBER'],
      organisations: [],
    });
    expect(byEmail.userData.ability).toContainEqual({ action: 'read', subject: 'Auth' });
    const byPhone = await login(app, `+254${person.phoneNumber.slice(1)}`);
    expect(byPhone.userData.id).toBe(byEmail.userData.id);
  });

  it('names the person in the access token, for the learning service', async () => {
    const person = await registerVerified(app);
    const { accessToken } = await login(app, person.email);
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
    expect(claims.name).toBe(`${person.firstName} ${person.lastName}`);
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const person = await registerVerified(app);
    const wrong = await post('/auth', { username: person.email, password: 'Wrong12345' });
    const unknown = await post('/auth', { username: 'nobody@example.ke', password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it.each([[{}], [{ username: 'a@b.ke' }], [{ password: 'x' }], [{ username: '', password: '' }]])(
    'rejects %o with 400',
    async (payload) => {
      const response = await post('/auth', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    },
  );
});

describe('POST /auth/refresh', () => {
  it('rotates the refresh token and revokes the family when an old one is reused', async () => {
    const { session } = await signedInMember(app);
    const first = await post('/auth/refresh', { refreshToken: session.refreshToken });
    expect(first.statusCode).toBe(200);
    const rotated = first.json().data;
    expect(rotated.refreshToken).not.toBe(session.refreshToken);

    const reuse = await post('/auth/refresh', { refreshToken: session.refreshToken });
    expect(reuse.statusCode).toBe(401);
    // The thief's reuse ended the whole family: the legitimate new token is dead too.
    expect((await post('/auth/refresh', { refreshToken: rotated.refreshToken })).statusCode).toBe(
      401,
    );
    expect(
      (await app.inject({ url: '/api/v1/users/me', headers: bearer(rotated) })).statusCode,
    ).toBe(401);
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    expect((await post('/auth/refresh', { refreshToken: 'z'.repeat(43) })).statusCode).toBe(401);
    expect((await post('/auth/refresh', { refreshToken: 'short' })).statusCode).toBe(400);
  });

  it('rotates only once when the same token is refreshed twice at the same time', async () => {
    const { session } = await signedInMember(app);
    const results = await Promise.all([
      post('/auth/refresh', { refreshToken: session.refreshToken }),
      post('/auth/refresh', { refreshToken: session.refreshToken }),
    ]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
  });
});

describe('POST /auth/logout', () => {
  it('ends the session: the access and refresh tokens stop working', async () => {
    const { session } = await signedInMember(app);
    expect(
      (await app.inject({ url: '/api/v1/users/me', headers: bearer(session) })).statusCode,
    ).toBe(200);
    expect((await post('/auth/logout', {}, bearer(session))).statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/api/v1/users/me', headers: bearer(session) })).statusCode,
    ).toBe(401);
    expect((await post('/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(
      401,
    );
  });

  it('needs a token', async () => {
    expect((await post('/auth/logout', {})).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('rejects tampered, alg:none and garbage tokens with 401', async () => {
    const { session } = await signedInMember(app);
    const [header, payload, signature] = session.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'SUPER_ADMIN' })).toString(
      'base64url',
    );
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const token of [`${header}.${forged}.${signature}`, `${none}.${forged}.`, 'garbage']) {
      const response = await app.inject({
        url: '/api/v1/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('rejects expired tokens with 401', async () => {
    const shortLived = await buildTestApp({ ACCESS_TOKEN_TTL_SECONDS: '5' });
    try {
      const { session } = await signedInMember(shortLived);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_000 });
      try {
        const response = await shortLived.inject({
          url: '/api/v1/users/me',
          headers: bearer(session),
        });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toMatch(/expired/);
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await shortLived.close();
    }
  });

  it('publishes the verification key as JWKS', async () => {
    const jwks = (await app.inject('/api/v1/.well-known/jwks.json')).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });
});

describe('attempt limits', () => {
  it('answers 429 in the error shape once an account runs out of login attempts', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '3' });
    try {
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/api/v1/auth',
          headers: csrfHeaders,
          payload: { username: 'target@example.ke', password: 'Guess12345' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const blocked = await attempt();
      expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      expect(blocked.json().message).toMatch(/Too many attempts/);
      const other = await limited.inject({
        method: 'POST',
        url: '/api/v1/auth',
        headers: csrfHeaders,
        payload: { username: 'other@example.ke', password: 'Guess12345' },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('limits attempts per IP across accounts', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '2' });
    try {
      const attempt = (n: number) =>
        limited.inject({
          method: 'POST',
          url: '/api/v1/password-reset',
          headers: csrfHeaders,
          payload: { email: `person${n}@example.ke` },
        });
      expect([
        (await attempt(1)).statusCode,
        (await attempt(2)).statusCode,
        (await attempt(3)).statusCode,
      ]).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('gives an account one budget however its phone number is written', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '3' });
    try {
      const spellings = ['0700999005', '254700999005', '+254700999005', '0700 999 005'];
      const statuses = [];
      for (const username of spellings) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/v1/auth',
          headers: csrfHeaders,
          payload: { username, password: 'Guess12345' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const upper = await limited.inject({
        method: 'POST',
        url: '/api/v1/auth',
        headers: csrfHeaders,
        payload: { username: 'Mixed@Example.KE', password: 'Guess12345' },
      });
      expect(upper.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('does not believe a forged X-Forwarded-For: a new address per try still runs out', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/v1/password-reset',
          headers: { ...csrfHeaders, 'x-forwarded-for': `198.51.100.${i + 1}` },
          payload: { email: `forged${i}@example.ke` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('believes the configured proxy: each forwarded address has its own budget', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '1', TRUST_PROXY: '127.0.0.1' });
    try {
      const attempt = (address: string, n: number) =>
        limited.inject({
          method: 'POST',
          url: '/api/v1/password-reset',
          headers: { ...csrfHeaders, 'x-forwarded-for': address },
          payload: { email: `proxied${n}@example.ke` },
        });
      expect((await attempt('198.51.100.7', 1)).statusCode).toBe(200);
      expect((await attempt('198.51.100.8', 2)).statusCode).toBe(200);
      expect((await attempt('198.51.100.7', 3)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('answers of identity', () => {
  it('are never cached: login, refresh and the profile say no-store', async () => {
    const { session } = await signedInMember(app);
    const me = await app.inject({ url: '/api/v1/users/me', headers: bearer(session) });
    expect(me.headers['cache-control']).toBe('no-store');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      headers: csrfHeaders,
      payload: { username: 'nobody@example.ke', password: 'Guess12345' },
    });
    expect(wrong.headers['cache-control']).toBe('no-store');
  });
});

describe('a signed-out caller', () => {
  it('hears 401 before anything about a bad body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/teams',
      headers: csrfHeaders,
      payload: { name: 42 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});
