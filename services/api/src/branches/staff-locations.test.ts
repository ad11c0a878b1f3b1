import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { signedInWithRole, type Actor } from '../../test/organisation-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const branchOf = async (actor: Actor, name: string) =>
  (await call(app, actor, 'POST', '/branches', { name })).json().data as { id: string };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('staff locations', () => {
  it('creates locations in a branch with a county and an optional GPS point', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const branch = await branchOf(admin, 'Kisumu');
    const created = await call(app, admin, 'POST', '/staff-locations', {
      branchId: branch.id,
      name: 'Kibuye Market',
      county: 'kisumu',
      gps: { lat: -0.0917, lng: 34.768 },
    });
    expect(created.statusCode).toBe(201);
    const location = created.json().data;
    expect(location).toMatchObject({
      branchId: branch.id,
      branchName: 'Kisumu',
      name: 'Kibuye Market',
      county: 'Kisumu',
      gps: { lat: -0.0917, lng: 34.768 },
    });
    const plain = await call(app, admin, 'POST', '/staff-locations', {
      branchId: branch.id,
      name: 'Ahero',
      county: "Murang'a",
    });
    expect(plain.json().data.gps).toBeNull();

    const moved = await call(app, admin, 'PUT', `/staff-locations/${location.id}`, {
      county: 'TAITA TAVETA',
      gps: null,
    });
    expect(moved.json().data).toMatchObject({ county: 'Taita-Taveta', gps: null });
    expect(
      (await call(app, admin, 'GET', `/staff-locations/${location.id}`)).json().data.name,
    ).toBe('Kibuye Market');
    const list = (await call(app, admin, 'GET', '/staff-locations')).json();
    expect(list.data.map((row: { name: string }) => row.name)).toEqual(['Ahero', 'Kibuye Market']);
    const byCounty = (await call(app, admin, 'GET', '/staff-locations?county=taita-taveta')).json();
    expect(byCounty.data.map((row: { id: string }) => row.id)).toEqual([location.id]);
    const other = await branchOf(admin, 'Eldoret');
    const byBranch = (
      await call(app, admin, 'GET', `/staff-locations?branchId=${other.id}`)
    ).json();
    expect(byBranch.pagination.total).toBe(0);
    const search = (await call(app, admin, 'GET', '/staff-locations?search=ahe')).json();
    expect(search.pagination.total).toBe(1);
    expect((await call(app, admin, 'DELETE', `/staff-locations/${location.id}`)).statusCode).toBe(
      200,
    );
    expect((await call(app, admin, 'GET', `/staff-locations/${location.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ name: 'Ahero', county: 'Kisumu' }, 'branchId'],
    [{ branchId: UNKNOWN, county: 'Kisumu' }, 'name'],
    [{ branchId: UNKNOWN, name: 'Ahero' }, 'county'],
    [{ branchId: UNKNOWN, name: 'Ahero', county: 'Kampala' }, 'county'],
    [{ branchId: UNKNOWN, name: 'Ahero', county: 'Kisumu', gps: { lat: 9, lng: 36 } }, 'gps.lat'],
    [{ branchId: UNKNOWN, name: 'Ahero', county: 'Kisumu', gps: { lat: 0, lng: 30 } }, 'gps.lng'],
    [{ branchId: UNKNOWN, name: 'Ahero', county: 'Kisumu', gps: { lat: 0 } }, 'gps.lng'],
    [{ branchId: 'nope', name: 'Ahero', county: 'Kisumu' }, 'branchId'],
  ])('rejects %o with 400 on %s', async (payload, path) => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const response = await call(app, admin, 'POST', '/staff-locations', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
  });

  it('answers 404 for an unknown branch or location and 409 for a duplicate name', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const branch = await branchOf(admin, 'Mombasa');
    const unknownBranch = await call(app, admin, 'POST', '/staff-locations', {
      branchId: UNKNOWN,
      name: 'Likoni',
      county: 'Mombasa',
    });
    expect(unknownBranch.statusCode).toBe(404);
    expect((await call(app, admin, 'GET', `/staff-locations?branchId=${UNKNOWN}`)).statusCode).toBe(
      404,
    );
    const body = { branchId: branch.id, name: 'Likoni', county: 'Mombasa' };
    const first = (await call(app, admin, 'POST', '/staff-locations', body)).json().data;
    const duplicate = await call(app, admin, 'POST', '/staff-locations', {
      ...body,
      name: 'LIKONI',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('STAFF_LOCATION_NAME_TAKEN');
    const moveToUnknown = await call(app, admin, 'PUT', `/staff-locations/${first.id}`, {
      branchId: UNKNOWN,
    });
    expect(moveToUnknown.statusCode).toBe(404);
    expect((await call(app, admin, 'GET', `/staff-locations/${UNKNOWN}`)).statusCode).toBe(404);
    expect(
      (await call(app, admin, 'PUT', `/staff-locations/${UNKNOWN}`, { name: 'Nope' })).statusCode,
    ).toBe(404);
    expect((await call(app, admin, 'DELETE', `/staff-locations/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await call(app, admin, 'PUT', `/staff-locations/${first.id}`, {})).statusCode).toBe(
      400,
    );
  });

  it('is for admins only (403)', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const branch = await branchOf(admin, 'Nyeri');
    for (const role of ['MEMBER', 'AGENT'] as const) {
      const actor = await signedInWithRole(app, role, admin.organisation);
      expect((await call(app, actor, 'GET', '/staff-locations')).statusCode).toBe(403);
      const create = await call(app, actor, 'POST', '/staff-locations', {
        branchId: branch.id,
        name: 'Karatina',
        county: 'Nyeri',
      });
      expect(create.statusCode).toBe(403);
    }
    expect((await call(app, admin, 'GET', '/staff-locations')).json().pagination.total).toBe(0);
  });
});
