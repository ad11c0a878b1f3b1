import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call, type Method } from '../../test/call';
import { signedInWithRole, type Actor } from '../../test/organisation-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const createTeam = async (actor: Actor, name: string) => {
  const response = await call(app, actor, 'POST', '/teams', { name });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data as { id: string; name: string };
};
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('teams', () => {
  it('creates, reads, renames, lists and deletes teams', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const created = await call(app, admin, 'POST', '/teams', {
      name: ' Field Agents ',
      description: 'Kisumu sales',
    });
    expect(created.statusCode).toBe(201);
    const team = created.json().data;
    expect(team).toMatchObject({
      name: 'Field Agents',
      description: 'Kisumu sales',
      memberCount: 0,
    });
    await createTeam(admin, 'Back Office');
    const renamed = await call(app, admin, 'PUT', `/teams/${team.id}`, { name: 'Agents' });
    expect(renamed.json().data).toMatchObject({ name: 'Agents', description: 'Kisumu sales' });
    expect((await call(app, admin, 'GET', `/teams/${team.id}`)).json().data.name).toBe('Agents');
    const list = (await call(app, admin, 'GET', '/teams')).json();
    expect(list.data.map((row: { name: string }) => row.name)).toEqual(['Agents', 'Back Office']);
    expect(list.pagination).toEqual({ page: 1, limit: 10, total: 2 });
    const searched = (await call(app, admin, 'GET', '/teams?search=office&limit=1')).json();
    expect(searched.data.map((row: { name: string }) => row.name)).toEqual(['Back Office']);
    expect((await call(app, admin, 'DELETE', `/teams/${team.id}`)).statusCode).toBe(200);
    expect((await call(app, admin, 'GET', `/teams/${team.id}`)).statusCode).toBe(404);
    expect((await call(app, admin, 'DELETE', `/teams/${team.id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate team name in one organisation with 409, whatever the case', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const other = await signedInWithRole(app, 'ADMIN');
    const team = await createTeam(admin, 'Umoja');
    const duplicate = await call(app, admin, 'POST', '/teams', { name: 'UMOJA' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('TEAM_NAME_TAKEN');
    const second = await createTeam(admin, 'Tumaini');
    const rename = await call(app, admin, 'PUT', `/teams/${second.id}`, { name: 'umoja' });
    expect(rename.statusCode).toBe(409);
    // Another organisation may use the name.
    expect((await call(app, other, 'POST', '/teams', { name: 'Umoja' })).statusCode).toBe(201);
    expect((await call(app, admin, 'GET', `/teams/${team.id}`)).json().data.name).toBe('Umoja');
  });

  it.each<[Method, string, object | undefined, string]>([
    ['POST', '/teams', {}, 'name'],
    ['POST', '/teams', { name: ' ' }, 'name'],
    ['POST', '/teams', { name: 'x'.repeat(101) }, 'name'],
    ['PUT', `/teams/${UNKNOWN}`, {}, 'name'],
    ['GET', '/teams/not-an-id', undefined, 'id'],
    ['GET', '/teams?page=0', undefined, 'page'],
  ])('%s %s with %o answers 400 on %s', async (method, url, payload, path) => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const response = await call(app, admin, method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
  });

  it('answers 404 for unknown teams', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    expect((await call(app, admin, 'GET', `/teams/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await call(app, admin, 'PUT', `/teams/${UNKNOWN}`, { name: 'Nope' })).statusCode).toBe(
      404,
    );
  });

  it('needs an organisation and lets only admins change teams', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const team = await createTeam(admin, 'Wazee');
    const noOrganisation = await app.inject({
      url: '/api/v1/teams',
      headers: { authorization: admin.headers.authorization },
    });
    expect(noOrganisation.statusCode).toBe(403);
    expect(noOrganisation.json().code).toBe('ORGANISATION_REQUIRED');
    for (const role of ['MEMBER', 'AGENT'] as const) {
      const actor = await signedInWithRole(app, role, admin.organisation);
      expect((await call(app, actor, 'POST', '/teams', { name: 'Mine' })).statusCode).toBe(403);
      expect(
        (await call(app, actor, 'PUT', `/teams/${team.id}`, { name: 'Mine' })).statusCode,
      ).toBe(403);
      expect((await call(app, actor, 'DELETE', `/teams/${team.id}`)).statusCode).toBe(403);
    }
    expect((await call(app, admin, 'GET', '/teams')).json().data).toMatchObject([
      { name: 'Wazee' },
    ]);
  });
});

describe('team members', () => {
  it('adds members of the organisation, changes their team role and removes them', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const agent = await signedInWithRole(app, 'AGENT', admin.organisation);
    const team = await createTeam(admin, 'Agents');
    const added = await call(app, admin, 'PUT', `/teams/add-member/${team.id}`, {
      userId: agent.userId,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({
      teamId: team.id,
      userId: agent.userId,
      role: 'MEMBER',
    });
    const twice = await call(app, admin, 'PUT', `/teams/add-member/${team.id}`, {
      userId: agent.userId,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_IN_TEAM');
    const leader = await call(
      app,
      admin,
      'PUT',
      `/teams/${team.id}/update-member/${agent.userId}`,
      {
        role: 'LEADER',
      },
    );
    expect(leader.json().data.role).toBe('LEADER');
    expect((await call(app, admin, 'GET', `/teams/${team.id}`)).json().data.memberCount).toBe(1);
    const removed = await call(app, admin, 'PUT', `/teams/remove-member/${team.id}`, {
      userId: agent.userId,
    });
    expect(removed.statusCode).toBe(200);
    const again = await call(app, admin, 'PUT', `/teams/remove-member/${team.id}`, {
      userId: agent.userId,
    });
    expect(again.statusCode).toBe(404);
    const update = await call(
      app,
      admin,
      'PUT',
      `/teams/${team.id}/update-member/${agent.userId}`,
      {
        role: 'MEMBER',
      },
    );
    expect(update.statusCode).toBe(404);
  });

  it('refuses people outside the organisation and bad input', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const stranger = await signedInWithRole(app, 'MEMBER');
    const team = await createTeam(admin, 'Agents');
    const outsider = await call(app, admin, 'PUT', `/teams/add-member/${team.id}`, {
      userId: stranger.userId,
    });
    expect(outsider.statusCode).toBe(404);
    const unknownTeam = await call(app, admin, 'PUT', `/teams/add-member/${UNKNOWN}`, {
      userId: admin.userId,
    });
    expect(unknownTeam.statusCode).toBe(404);
    const noUser = await call(app, admin, 'PUT', `/teams/add-member/${team.id}`, {});
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().details[0].path).toBe('userId');
    const badRole = await call(
      app,
      admin,
      'PUT',
      `/teams/${team.id}/update-member/${admin.userId}`,
      {
        role: 'CAPTAIN',
      },
    );
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().details[0].message).toBe('must be LEADER or MEMBER');
    expect((await call(app, admin, 'GET', `/teams/${team.id}`)).json().data.memberCount).toBe(0);
  });

  it('searches team members by name, e-mail or phone and counts a person’s teams', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const agent = await signedInWithRole(app, 'AGENT', admin.organisation);
    const member = await signedInWithRole(app, 'MEMBER', admin.organisation);
    const north = await createTeam(admin, 'North');
    const south = await createTeam(admin, 'South');
    for (const [team, userId] of [
      [north, agent.userId],
      [south, agent.userId],
      [north, member.userId],
    ] as const)
      await call(app, admin, 'PUT', `/teams/add-member/${team.id}`, { userId });

    const all = (await call(app, admin, 'GET', '/teams/members')).json();
    expect(all.pagination.total).toBe(3);
    const byKeyword = async (keyword: string) =>
      (await call(app, admin, 'GET', `/teams/members?keyword=${encodeURIComponent(keyword)}`))
        .json()
        .data.map((row: { userId: string; teamName: string }) => `${row.userId}:${row.teamName}`);
    expect(await byKeyword(agent.person.lastName)).toEqual([
      `${agent.userId}:North`,
      `${agent.userId}:South`,
    ]);
    expect(await byKeyword(member.person.email)).toEqual([`${member.userId}:North`]);
    expect(await byKeyword(member.person.phoneNumber.slice(-7))).toEqual([
      `${member.userId}:North`,
    ]);
    const southOnly = (await call(app, admin, 'GET', `/teams/members?team=${south.id}`)).json();
    expect(southOnly.data.map((row: { userId: string }) => row.userId)).toEqual([agent.userId]);
    expect((await call(app, admin, 'GET', `/teams/members?team=${UNKNOWN}`)).statusCode).toBe(404);

    const count = (userId: string) =>
      call(app, admin, 'GET', `/teams/members-count?user=${userId}`);
    expect((await count(agent.userId)).json().data).toEqual({ userId: agent.userId, count: 2 });
    expect((await count(admin.userId)).json().data.count).toBe(0);
    expect((await call(app, member, 'GET', '/teams/members-count')).json().data.count).toBe(1);
    expect((await count(UNKNOWN)).statusCode).toBe(404);
    expect((await call(app, admin, 'GET', '/teams/members-count?user=nope')).statusCode).toBe(400);
  });

  it('shows an AGENT or MEMBER only their own teams, read-only', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const agent = await signedInWithRole(app, 'AGENT', admin.organisation);
    const mine = await createTeam(admin, 'Agents');
    const other = await createTeam(admin, 'Managers');
    await call(app, admin, 'PUT', `/teams/add-member/${mine.id}`, { userId: agent.userId });
    await call(app, admin, 'PUT', `/teams/add-member/${other.id}`, { userId: admin.userId });
    const list = (await call(app, agent, 'GET', '/teams')).json();
    expect(list.data.map((row: { id: string }) => row.id)).toEqual([mine.id]);
    expect((await call(app, agent, 'GET', `/teams/${mine.id}`)).statusCode).toBe(200);
    expect((await call(app, agent, 'GET', `/teams/${other.id}`)).statusCode).toBe(404);
    const people = (await call(app, agent, 'GET', '/teams/members')).json();
    expect(people.data.map((row: { userId: string }) => row.userId)).toEqual([agent.userId]);
    const join = await call(app, agent, 'PUT', `/teams/add-member/${other.id}`, {
      userId: agent.userId,
    });
    expect(join.statusCode).toBe(403);
    const promote = await call(
      app,
      agent,
      'PUT',
      `/teams/${mine.id}/update-member/${agent.userId}`,
      {
        role: 'LEADER',
      },
    );
    expect(promote.statusCode).toBe(403);
  });

  it('drops a person from every team when their membership ends', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const agent = await signedInWithRole(app, 'AGENT', admin.organisation);
    const team = await createTeam(admin, 'Agents');
    await call(app, admin, 'PUT', `/teams/add-member/${team.id}`, { userId: agent.userId });
    const ended = await call(
      app,
      admin,
      'DELETE',
      `/organizations/${admin.organisation.id}/members/${agent.userId}`,
    );
    expect(ended.statusCode).toBe(200);
    expect((await call(app, admin, 'GET', `/teams/${team.id}`)).json().data.memberCount).toBe(0);
  });
});
