import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@pamoja/server-kit/config';
import { introspectedSessions, SESSION_PATH } from '@pamoja/server-kit/auth/session-introspection';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildApp as buildLearningApp } from '../../lms/src/app';
import { prepareLearningDatabase } from '../../lms/src/db/migrate';
import { buildTestApp, csrfHeaders } from './build-test-app';
import { bearer, signedInMember } from './identity-helpers';

// The learning service verifies the main service's tokens itself, but only the main service knows
// whether a session was ended: it asks, so a logout ends access to both at once.
let api: FastifyInstance;
let learning: FastifyInstance;
let mainServiceDown = false;

beforeAll(async () => {
  api = await buildTestApp();
  const { db } = await sharedTestDatabase();
  await prepareLearningDatabase(db);
  learning = await buildLearningApp({
    db,
    config: loadConfig({ NODE_ENV: 'test' }),
    logger: false,
    askMainService: async (token) => {
      if (mainServiceDown) throw new Error('connection refused');
      return (
        await api.inject({ url: SESSION_PATH, headers: { authorization: `Bearer ${token}` } })
      ).statusCode;
    },
  });
  await learning.ready();
});
afterAll(async () => {
  await learning.close();
  await api.close();
});

const courses = (token: string) =>
  learning.inject({ url: '/lms/v1/courses', headers: { authorization: `Bearer ${token}` } });

describe('a session ended on the main service', () => {
  it('is refused by the learning service at once', async () => {
    const { session } = await signedInMember(api);
    expect((await courses(session.accessToken)).statusCode).toBe(200);
    const live = await api.inject({ url: SESSION_PATH, headers: bearer(session) });
    expect(live.json().data).toMatchObject({ userId: session.userData.id, role: 'MEMBER' });

    const logout = await api.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...csrfHeaders, ...bearer(session) },
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    expect((await api.inject({ url: SESSION_PATH, headers: bearer(session) })).statusCode).toBe(
      401,
    );
    const refused = await courses(session.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Your session has ended. Please log in again.');
  });

  it('is never let through when the main service cannot answer', async () => {
    const { session } = await signedInMember(api);
    mainServiceDown = true;
    try {
      const response = await courses(session.accessToken);
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('SESSION_CHECK_UNAVAILABLE');
    } finally {
      mainServiceDown = false;
    }
  });
});

describe('the check itself', () => {
  it('takes 200 as live, 401 as ended, and anything else as unanswered', async () => {
    const claims = {} as never;
    expect(await introspectedSessions(async () => 200)(claims, 't')).toBe(true);
    expect(await introspectedSessions(async () => 401)(claims, 't')).toBe(false);
    await expect(introspectedSessions(async () => 500)(claims, 't')).rejects.toMatchObject({
      statusCode: 503,
    });
  });
});
