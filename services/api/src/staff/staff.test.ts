import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { latestMessage, newPerson, signedInMember } from '../../test/identity-helpers';
import { newInvitee, signedInWithRole } from '../../test/organisation-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** An admin with two branches, the first with two staff locations. */
async function setting() {
  const admin = await signedInWithRole(app, 'ADMIN');
  const post = async (url: string, payload: object) =>
    (await call(app, admin, 'POST', url, payload)).json().data as { id: string };
  const kisumu = await post('/branches', { name: 'Kisumu' });
  const eldoret = await post('/branches', { name: 'Eldoret' });
  const market = await post('/staff-locations', {
    branchId: kisumu.id,
    name: 'Market',
    county: 'Kisumu',
  });
  const port = await post('/staff-locations', {
    branchId: kisumu.id,
    name: 'Port',
    county: 'Kisumu',
  });
  return { admin, kisumu, eldoret, market, port };
}

describe('POST users/add-staff', () => {
  it('makes an existing person a member and staff, adding roles to theirs', async () => {
    const { admin, kisumu, market } = await setting();
    const { person, session } = await signedInMember(app);
    const response = await call(app, admin, 'POST', '/users/add-staff', {
      email: person.email,
      branchId: kisumu.id,
      staffLocationId: market.id,
      roles: ['AGENT'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      userId: session.userData.id,
      roles: ['AGENT', 'MEMBER'],
      branch: { id: kisumu.id, name: 'Kisumu' },
      staffLocation: { id: market.id, name: 'Market', county: 'Kisumu' },
      active: true,
    });
    expect((await latestMessage(app, person.email))?.purpose).toBe('ADDED_TO_ORGANISATION');
    const again = await call(app, admin, 'POST', '/users/add-staff', {
      phoneNumber: person.phoneNumber,
      branchId: kisumu.id,
      roles: ['MEMBER'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_STAFF');
    // The admin adding themselves keeps ADMIN.
    const self = await call(app, admin, 'POST', '/users/add-staff', {
      email: admin.person.email,
      branchId: kisumu.id,
      roles: ['AGENT'],
    });
    expect(self.json().data.roles).toEqual(['ADMIN', 'AGENT', 'MEMBER']);
  });

  it('invites someone new with a pending account', async () => {
    const { admin, kisumu } = await setting();
    const { person } = newInvitee();
    const response = await call(app, admin, 'POST', '/users/add-staff', {
      ...person,
      branchId: kisumu.id,
      roles: ['AGENT'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      status: 'PENDING_VERIFICATION',
      staffLocation: null,
    });
    expect((await latestMessage(app, person.email))?.purpose).toBe('INVITATION');
    const incomplete = await call(app, admin, 'POST', '/users/add-staff', {
      email: newPerson().email,
      branchId: kisumu.id,
      roles: ['AGENT'],
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().details[0].path).toBe('firstName');
  });

  it.each([
    [{ branchId: UNKNOWN, roles: ['AGENT'] }, 'email'],
    [{ email: 'a@example.ke', roles: ['AGENT'] }, 'branchId'],
    [{ email: 'a@example.ke', branchId: UNKNOWN }, 'roles'],
    [{ email: 'a@example.ke', branchId: UNKNOWN, roles: ['BOSS'] }, 'roles.0'],
    [
      { email: 'a@example.ke', branchId: UNKNOWN, staffLocationId: 'x', roles: ['AGENT'] },
      'staffLocationId',
    ],
  ])('rejects %o with 400 on %s', async (payload, path) => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const response = await call(app, admin, 'POST', '/users/add-staff', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
  });

  it('answers 404 for unknown places and 400 for a location of another branch', async () => {
    const { admin, eldoret, market } = await setting();
    const { person } = await signedInMember(app);
    const add = (payload: object) =>
      call(app, admin, 'POST', '/users/add-staff', {
        email: person.email,
        roles: ['AGENT'],
        ...payload,
      });
    expect((await add({ branchId: UNKNOWN })).statusCode).toBe(404);
    expect((await add({ branchId: eldoret.id, staffLocationId: UNKNOWN })).statusCode).toBe(404);
    const mismatch = await add({ branchId: eldoret.id, staffLocationId: market.id });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details[0].path).toBe('staffLocationId');
    // Nothing was half done: the person did not become a member.
    const members = await call(
      app,
      admin,
      'GET',
      `/organizations/${admin.organisation.id}/members`,
    );
    expect(members.json().pagination.total).toBe(1);
  });
});

describe('staff records', () => {
  it('moves staff between branches and locations, changes roles and deactivates', async () => {
    const { admin, kisumu, eldoret, market, port } = await setting();
    const { person, session } = await signedInMember(app);
    const id = session.userData.id;
    await call(app, admin, 'POST', '/users/add-staff', {
      email: person.email,
      branchId: kisumu.id,
      staffLocationId: market.id,
      roles: ['AGENT'],
    });
    const put = (payload: object) => call(app, admin, 'PUT', `/users/staff/${id}`, payload);
    expect((await put({ staffLocationId: port.id })).json().data.staffLocation.id).toBe(port.id);
    const moved = (await put({ branchId: eldoret.id })).json().data;
    expect(moved).toMatchObject({ branch: { id: eldoret.id }, staffLocation: null });
    expect((await put({ staffLocationId: market.id })).statusCode).toBe(400);
    const changed = (await put({ roles: ['INSTRUCTOR'], active: false })).json().data;
    expect(changed).toMatchObject({ roles: ['MEMBER', 'INSTRUCTOR'], active: false });
    expect((await call(app, admin, 'GET', `/users/staff/${id}`)).json().data.active).toBe(false);
    expect((await put({})).statusCode).toBe(400);
    expect(
      (await call(app, admin, 'PUT', `/users/staff/${UNKNOWN}`, { active: true })).statusCode,
    ).toBe(404);
    expect((await call(app, admin, 'GET', `/users/staff/${UNKNOWN}`)).statusCode).toBe(404);
  });

  it('keeps the last admin when staff roles change (409)', async () => {
    const { admin, kisumu } = await setting();
    await call(app, admin, 'POST', '/users/add-staff', {
      email: admin.person.email,
      branchId: kisumu.id,
      roles: ['AGENT'],
    });
    const demote = await call(app, admin, 'PUT', `/users/staff/${admin.userId}`, {
      roles: ['AGENT'],
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('LAST_ADMIN');
  });

  it('lists staff sorted by name, filtered and searched', async () => {
    const { admin, kisumu, eldoret, market } = await setting();
    const people = [];
    for (const [branchId, staffLocationId] of [
      [kisumu.id, market.id],
      [kisumu.id, null],
      [eldoret.id, null],
    ] as const) {
      const { person } = await signedInMember(app);
      people.push(person);
      await call(app, admin, 'POST', '/users/add-staff', {
        email: person.email,
        branchId,
        staffLocationId,
        roles: ['AGENT'],
      });
    }
    const all = (await call(app, admin, 'GET', '/users/staff')).json();
    expect(all.pagination.total).toBe(3);
    const names = all.data.map((row: { lastName: string }) => row.lastName);
    expect(names).toEqual([...names].sort());
    const inKisumu = (await call(app, admin, 'GET', `/users/staff?branchId=${kisumu.id}`)).json();
    expect(inKisumu.pagination.total).toBe(2);
    const atMarket = (
      await call(app, admin, 'GET', `/users/staff?staffLocationId=${market.id}`)
    ).json();
    expect(atMarket.data.map((row: { email: string }) => row.email)).toEqual([people[0]!.email]);
    const searched = (
      await call(app, admin, 'GET', `/users/staff?search=${people[2]!.lastName}`)
    ).json();
    expect(searched.data.map((row: { email: string }) => row.email)).toEqual([people[2]!.email]);
    expect(
      (await call(app, admin, 'GET', '/users/staff?active=false')).json().pagination.total,
    ).toBe(0);
    expect((await call(app, admin, 'GET', `/users/staff?branchId=${UNKNOWN}`)).statusCode).toBe(
      404,
    );
    expect((await call(app, admin, 'GET', '/users/staff?active=maybe')).statusCode).toBe(400);
  });

  it('is for admins only (403)', async () => {
    const { admin, kisumu } = await setting();
    for (const role of ['MEMBER', 'AGENT'] as const) {
      const actor = await signedInWithRole(app, role, admin.organisation);
      expect((await call(app, actor, 'GET', '/users/staff')).statusCode).toBe(403);
      const add = await call(app, actor, 'POST', '/users/add-staff', {
        email: actor.person.email,
        branchId: kisumu.id,
        roles: ['ADMIN'],
      });
      expect(add.statusCode).toBe(403);
      const put = await call(app, actor, 'PUT', `/users/staff/${actor.userId}`, {
        roles: ['ADMIN'],
      });
      expect(put.statusCode).toBe(403);
    }
    expect((await call(app, admin, 'GET', '/users/staff')).json().pagination.total).toBe(0);
  });
});
