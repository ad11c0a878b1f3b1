import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call, type Method } from '../../test/call';
import { signedInWithRole } from '../../test/organisation-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('branches', () => {
  it('creates, reads, updates, lists, searches and deletes branches', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const created = await call(app, admin, 'POST', '/branches', {
      name: 'Kisumu',
      address: 'Oginga Odinga Street',
    });
    expect(created.statusCode).toBe(201);
    const branch = created.json().data;
    expect(branch).toMatchObject({ name: 'Kisumu', address: 'Oginga Odinga Street' });
    expect(branch.staffLocationCount).toBe(0);
    await call(app, admin, 'POST', '/branches', { name: 'Eldoret' });
    const updated = await call(app, admin, 'PUT', `/branches/${branch.id}`, { address: null });
    expect(updated.json().data).toMatchObject({ name: 'Kisumu', address: null });
    const list = (await call(app, admin, 'GET', '/branches')).json();
    expect(list.data.map((row: { name: string }) => row.name)).toEqual(['Eldoret', 'Kisumu']);
    expect(list.pagination).toEqual({ page: 1, limit: 10, total: 2 });
    const found = (await call(app, admin, 'GET', '/branches?search=kis')).json();
    expect(found.data.map((row: { id: string }) => row.id)).toEqual([branch.id]);
    expect((await call(app, admin, 'DELETE', `/branches/${branch.id}`)).statusCode).toBe(200);
    expect((await call(app, admin, 'GET', `/branches/${branch.id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate name (409) and deleting a branch in use (409)', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const branch = (await call(app, admin, 'POST', '/branches', { name: 'Nakuru' })).json().data;
    const duplicate = await call(app, admin, 'POST', '/branches', { name: 'nakuru' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('BRANCH_NAME_TAKEN');
    await call(app, admin, 'POST', '/staff-locations', {
      branchId: branch.id,
      name: 'Market',
      county: 'Nakuru',
    });
    const inUse = await call(app, admin, 'DELETE', `/branches/${branch.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('BRANCH_IN_USE');
    expect(
      (await call(app, admin, 'GET', `/branches/${branch.id}`)).json().data.staffLocationCount,
    ).toBe(1);
  });

  it.each<[Method, string, object | undefined, string]>([
    ['POST', '/branches', {}, 'name'],
    ['POST', '/branches', { name: 'K' }, 'name'],
    ['POST', '/branches', { name: 'Kisii', address: 'x'.repeat(301) }, 'address'],
    ['PUT', `/branches/${UNKNOWN}`, {}, 'name'],
    ['GET', '/branches/not-an-id', undefined, 'id'],
  ])('%s %s with %o answers 400 on %s', async (method, url, payload, path) => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const response = await call(app, admin, method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
  });

  it('answers 404 for unknown branches and 403 to anyone but admins', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    expect((await call(app, admin, 'GET', `/branches/${UNKNOWN}`)).statusCode).toBe(404);
    expect(
      (await call(app, admin, 'PUT', `/branches/${UNKNOWN}`, { name: 'Nope' })).statusCode,
    ).toBe(404);
    expect((await call(app, admin, 'DELETE', `/branches/${UNKNOWN}`)).statusCode).toBe(404);
    for (const role of ['MEMBER', 'AGENT'] as const) {
      const actor = await signedInWithRole(app, role, admin.organisation);
      expect((await call(app, actor, 'GET', '/branches')).statusCode).toBe(403);
      expect((await call(app, actor, 'POST', '/branches', { name: 'Mine' })).statusCode).toBe(403);
    }
    expect((await call(app, admin, 'GET', '/branches')).json().pagination.total).toBe(0);
  });
});
