import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { login } from '../../test/identity-helpers';
import { signedInWithRole, type Actor } from '../../test/organisation-helpers';
import { signedInPlatform, type Platform } from '../leads/leads-test-helpers';

let app: FastifyInstance;
let platform: Platform;
let admin: Actor;
let agent: Actor;
let member: Actor;
let outsider: Actor;

const list = (who: Parameters<typeof call>[1], query = '') =>
  call(app, who, 'GET', `/users${query}`);
const ids = (response: Awaited<ReturnType<typeof list>>) =>
  (response.json().data as { id: string }[]).map((row) => row.id);

beforeAll(async () => {
  app = await buildTestApp();
  platform = await signedInPlatform(app);
  admin = await signedInWithRole(app, 'ADMIN');
  agent = await signedInWithRole(app, 'AGENT', admin.organisation);
  member = await signedInWithRole(app, 'MEMBER', admin.organisation);
  outsider = await signedInWithRole(app, 'ADMIN');
});

afterAll(async () => {
  await app.close();
});

describe('GET users', () => {
  it('lists an organisation for a SUPER_ADMIN, with roles, status and last sign-in', async () => {
    const response = await list(platform.anywhere, `?organisation=${admin.organisation.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination).toEqual({ page: 1, limit: 10, total: 3 });
    const rows = response.json().data as { id: string; roles: string[]; lastSignInAt: string }[];
    expect(new Set(ids(response))).toEqual(new Set([admin.userId, agent.userId, member.userId]));
    const agentRow = rows.find((row) => row.id === agent.userId)!;
    expect(agentRow).toMatchObject({
      status: 'ACTIVE',
      roles: ['AGENT', 'MEMBER'],
      organisations: [{ id: admin.organisation.id, name: admin.organisation.name }],
    });
    expect(Date.parse(agentRow.lastSignInAt)).toBeGreaterThan(Date.now() - 600_000);
  });

  it('filters by role, status, search and page', async () => {
    const scope = `organisation=${admin.organisation.id}`;
    expect(ids(await list(platform.anywhere, `?${scope}&role=AGENT`))).toEqual([agent.userId]);
    expect(ids(await list(platform.anywhere, `?${scope}&status=DISABLED`))).toEqual([]);
    const search = await list(
      platform.anywhere,
      `?search=${encodeURIComponent(member.person.email)}`,
    );
    expect(ids(search)).toEqual([member.userId]);
    const paged = await list(platform.anywhere, `?${scope}&limit=2&page=2`);
    expect(paged.json().pagination).toEqual({ page: 2, limit: 2, total: 3 });
    expect(ids(paged)).toHaveLength(1);
    const supers = await list(platform.anywhere, '?role=SUPER_ADMIN&limit=100');
    expect(ids(supers)).toContain(platform.userId);
  });

  it('shows an ADMIN their organisation’s members only', async () => {
    const own = await list(admin);
    expect(new Set(ids(own))).toEqual(new Set([admin.userId, agent.userId, member.userId]));
    expect(ids(await list(outsider))).toEqual([outsider.userId]);
    const other = await list(admin, `?organisation=${outsider.organisation.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'NOT_A_MEMBER' });
    const crossed = await list({
      headers: { ...admin.headers, 'x-organization': outsider.organisation.id },
    });
    expect(crossed.statusCode).toBe(403);
  });

  it('refuses agents and members, and bad input, in the error shape', async () => {
    expect((await list(agent)).statusCode).toBe(403);
    expect((await list(member)).statusCode).toBe(403);
    for (const query of [
      '?page=0',
      '?page=x',
      '?limit=101',
      '?role=KING',
      '?status=GONE',
      '?organisation=nope',
    ]) {
      const response = await list(platform.anywhere, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: expect.any(Array),
      });
    }
    const unknown = await list(
      platform.anywhere,
      '?organisation=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', errorMessage: expect.any(String) });
    expect((await list(platform.anywhere, '?role=&status=&search=')).statusCode).toBe(200);
  });
});

describe('suspend and reactivate', () => {
  it('ends the sessions, refuses sign-in, and audits both changes', async () => {
    const session = await login(app, member.person.email);
    const suspended = await call(app, platform.anywhere, 'PUT', `/users/${member.userId}/suspend`, {
      reason: 'Reported lost phone',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data).toMatchObject({ id: member.userId, status: 'DISABLED' });
    expect((await call(app, session, 'GET', '/users/me')).statusCode).toBe(401);
    expect((await call(app, member, 'GET', '/users/me')).statusCode).toBe(401);
    const refused = await call(app, null, 'POST', '/auth', {
      username: member.person.email,
      password: member.person.password,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    const twice = await call(app, platform.anywhere, 'PUT', `/users/${member.userId}/suspend`, {
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);
    const filtered = await list(
      platform.anywhere,
      `?organisation=${admin.organisation.id}&status=DISABLED`,
    );
    expect(ids(filtered)).toEqual([member.userId]);

    const back = await call(app, platform.anywhere, 'PUT', `/users/${member.userId}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.status).toBe('ACTIVE');
    expect((await login(app, member.person.email)).accessToken).toEqual(expect.any(String));

    const log = await call(app, platform.anywhere, 'GET', `/activity-logs/user/${member.userId}`);
    expect(log.json().data).toMatchObject([
      { action: 'REACTIVATED', reason: null, actorId: platform.userId },
      { action: 'SUSPENDED', reason: 'Reported lost phone', actorId: platform.userId },
    ]);
  });

  it('is for SUPER_ADMIN only, never on oneself, never on an unknown id', async () => {
    const byAdmin = await call(app, admin, 'PUT', `/users/${agent.userId}/suspend`, {
      reason: 'x',
    });
    expect(byAdmin.statusCode).toBe(403);
    expect((await call(app, admin, 'GET', `/activity-logs/user/${agent.userId}`)).statusCode).toBe(
      403,
    );
    const self = await call(app, platform.anywhere, 'PUT', `/users/${platform.userId}/suspend`, {
      reason: 'x',
    });
    expect(self.statusCode).toBe(409);
    const unknown = await call(
      app,
      platform.anywhere,
      'PUT',
      '/users/00000000-0000-4000-8000-000000000000/suspend',
      { reason: 'x' },
    );
    expect(unknown.statusCode).toBe(404);
    const noReason = await call(
      app,
      platform.anywhere,
      'PUT',
      `/users/${agent.userId}/suspend`,
      {},
    );
    expect(noReason.statusCode).toBe(400);
    const badId = await call(app, platform.anywhere, 'PUT', '/users/nope/suspend', { reason: 'x' });
    expect(badId.statusCode).toBe(400);
    const active = await call(app, platform.anywhere, 'PUT', `/users/${agent.userId}/reactivate`);
    expect(active.statusCode).toBe(409);
  });
});
