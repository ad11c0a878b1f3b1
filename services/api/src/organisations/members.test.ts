import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, csrfHeaders } from '../../test/build-test-app';
import {
  bearer,
  latestMessage,
  login,
  newPerson,
  signedInMember,
  tokenOf,
} from '../../test/identity-helpers';
import { newInvitee, signedInWithRole, type Actor } from '../../test/organisation-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const members = (actor: Actor, method: string, path = '', payload?: object) =>
  app.inject({
    method: method as 'GET',
    url: `/api/v1/organizations/${actor.organisation.id}/members${path}`,
    headers: bearer(actor.session),
    ...(payload ? { payload } : {}),
  });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('adding members', () => {
  it('adds an existing person by e-mail or by phone, always as MEMBER too', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const { person: byEmail } = await signedInMember(app);
    const { person: byPhone } = await signedInMember(app);
    const first = await members(admin, 'POST', '', { email: byEmail.email, roles: ['AGENT'] });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      email: byEmail.email,
      roles: ['AGENT', 'MEMBER'],
      status: 'ACTIVE',
    });
    expect((await latestMessage(app, byEmail.email))?.purpose).toBe('ADDED_TO_ORGANISATION');
    // Any accepted form of the number finds the person; roles default to MEMBER.
    const local = `0${byPhone.phoneNumber.slice(-9)}`;
    const second = await members(admin, 'POST', '', { phoneNumber: `+254${local.slice(1)}` });
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({ email: byPhone.email, roles: ['MEMBER'] });
    const again = await login(app, byEmail.email);
    expect(again.userData.organisations).toContainEqual({
      id: admin.organisation.id,
      name: admin.organisation.name,
      roles: ['AGENT', 'MEMBER'],
    });
  });

  it('invites someone new: a pending account whose link sets the password', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const { person, password } = newInvitee();
    const response = await members(admin, 'POST', '', { ...person, roles: ['AGENT'] });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.status).toBe('PENDING_VERIFICATION');
    expect(response.json().message).toContain('invitation');
    const message = await latestMessage(app, person.email);
    expect(message?.purpose).toBe('INVITATION');
    expect(message?.link).toMatch(/\/reset-password\/[\w-]{20,}$/);
    // No password yet, so no login until the link is used.
    const early = await app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      headers: csrfHeaders,
      payload: { username: person.email, password: password },
    });
    expect(early.statusCode).toBe(401);
    const set = await app.inject({
      method: 'PUT',
      url: `/api/v1/password-reset/${tokenOf(message?.link)}`,
      headers: csrfHeaders,
      payload: { password: password },
    });
    expect(set.statusCode).toBe(200);
    const session = await login(app, person.email);
    expect(session.userData.organisations.map((row) => row.id)).toEqual([admin.organisation.id]);
    const listed = (await members(admin, 'GET', `?search=${person.lastName}`)).json().data;
    expect(listed[0]).toMatchObject({ status: 'ACTIVE', roles: ['AGENT', 'MEMBER'] });
  });

  it('names what is missing to invite someone new (400)', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const response = await members(admin, 'POST', '', { email: newPerson().email });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toEqual([
      'firstName',
      'lastName',
      'phoneNumber',
    ]);
  });

  it.each([
    [{}, 'email'],
    [{ email: 'not-an-email' }, 'email'],
    [{ phoneNumber: '12345' }, 'phoneNumber'],
    [{ email: 'a@example.ke', roles: [] }, 'roles'],
    [{ email: 'a@example.ke', roles: ['SUPER_ADMIN'] }, 'roles.0'],
  ])('rejects %o with 400 on %s', async (payload, path) => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const response = await members(admin, 'POST', '', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
  });

  it('refuses a second membership and two people in one request with 409', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const { person } = await signedInMember(app);
    const { person: other } = await signedInMember(app);
    await members(admin, 'POST', '', { email: person.email });
    const twice = await members(admin, 'POST', '', { email: person.email });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_MEMBER');
    const mixed = await members(admin, 'POST', '', {
      email: person.email,
      phoneNumber: other.phoneNumber,
    });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().code).toBe('PERSON_MISMATCH');
  });
});

describe('listing and changing members', () => {
  it('pages members sorted by name and finds them by name, e-mail or phone', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const people = [];
    for (let i = 0; i < 3; i += 1) {
      const { person } = await signedInMember(app);
      people.push(person);
      await members(admin, 'POST', '', { email: person.email });
    }
    const page = (await members(admin, 'GET', '?limit=2')).json();
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: 4 });
    const all = (await members(admin, 'GET', '?limit=10')).json().data;
    const names = all.map((row: { firstName: string; lastName: string }) =>
      `${row.firstName} ${row.lastName}`.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
    const target = people[1]!;
    for (const search of [
      target.lastName,
      target.email.toUpperCase(),
      `0${target.phoneNumber.slice(-9, -3)}`,
    ]) {
      const found = (await members(admin, 'GET', `?search=${encodeURIComponent(search)}`)).json();
      expect(found.data.map((row: { email: string }) => row.email)).toEqual([target.email]);
    }
    const admins = (await members(admin, 'GET', '?role=ADMIN')).json();
    expect(admins.data.map((row: { userId: string }) => row.userId)).toEqual([admin.userId]);
  });

  it('changes roles, but never demotes or removes the last admin (409 LAST_ADMIN)', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const demote = await members(admin, 'PUT', `/${admin.userId}`, { roles: ['MEMBER'] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('LAST_ADMIN');
    const leave = await members(admin, 'DELETE', `/${admin.userId}`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().code).toBe('LAST_ADMIN');

    const { person, session } = await signedInMember(app);
    await members(admin, 'POST', '', { email: person.email });
    const promoted = await members(admin, 'PUT', `/${session.userData.id}`, {
      roles: ['ADMIN', 'ADMIN'],
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.roles).toEqual(['ADMIN', 'MEMBER']);
    // With a second admin, the first may step down and then leave.
    expect((await members(admin, 'PUT', `/${admin.userId}`, { roles: ['AGENT'] })).statusCode).toBe(
      200,
    );
    const stillAdmin = await signedInWithRole(app, 'ADMIN', admin.organisation);
    expect((await members(stillAdmin, 'DELETE', `/${admin.userId}`)).statusCode).toBe(200);
    const gone = await members(stillAdmin, 'GET', `?search=${admin.person.lastName}`);
    expect(gone.json().data).toEqual([]);
  });

  it('keeps one admin when the last two step down at the same moment', async () => {
    const first = await signedInWithRole(app, 'ADMIN');
    const second = await signedInWithRole(app, 'ADMIN', first.organisation);
    const both = [first, second];
    const outcomes = await Promise.all(
      both.map((admin) => members(admin, 'PUT', `/${admin.userId}`, { roles: ['AGENT'] })),
    );
    expect(outcomes.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const remaining = both[outcomes.findIndex((response) => response.statusCode === 409)]!;
    const admins = (await members(remaining, 'GET', '?role=ADMIN')).json();
    expect(admins.data.map((row: { userId: string }) => row.userId)).toEqual([remaining.userId]);
  });

  it('ends a membership: the person can no longer work in the organisation', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const member = await signedInWithRole(app, 'MEMBER', admin.organisation);
    const before = await app.inject({ url: '/api/v1/users/me', headers: member.headers });
    expect(before.statusCode).toBe(200);
    expect((await members(admin, 'DELETE', `/${member.userId}`)).statusCode).toBe(200);
    const after = await app.inject({ url: '/api/v1/users/me', headers: member.headers });
    expect(after.statusCode).toBe(403);
    expect((await members(admin, 'DELETE', `/${member.userId}`)).statusCode).toBe(404);
  });

  it('answers 404 for people who are not members and 400 for bad input', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const { session: outsider } = await signedInMember(app);
    const put = await members(admin, 'PUT', `/${outsider.userData.id}`, { roles: ['AGENT'] });
    expect(put.statusCode).toBe(404);
    expect((await members(admin, 'DELETE', `/${UNKNOWN}`)).statusCode).toBe(404);
    const bad = await members(admin, 'PUT', `/${admin.userId}`, { roles: ['KING'] });
    expect(bad.statusCode).toBe(400);
    expect((await members(admin, 'PUT', '/not-an-id', { roles: ['AGENT'] })).statusCode).toBe(400);
  });

  it('keeps members and their changes to admins (403 for MEMBER and AGENT)', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    for (const role of ['MEMBER', 'AGENT'] as const) {
      const actor = await signedInWithRole(app, role, admin.organisation);
      expect((await members(actor, 'GET')).statusCode).toBe(403);
      const add = await members(actor, 'POST', '', { email: newPerson().email });
      expect(add.statusCode).toBe(403);
      const promote = await members(actor, 'PUT', `/${actor.userId}`, { roles: ['ADMIN'] });
      expect(promote.statusCode).toBe(403);
    }
    expect((await members(admin, 'GET', '?role=ADMIN')).json().pagination.total).toBe(1);
  });
});
