import { describe, expect, test } from 'vitest';
import { permissionListSchema } from '../schemas/permission-schema';
import type { Permission } from '../schemas/permission-schema';
import { demoStore, resetDemoStore } from '../store/demo-store';
import { demoCall, demoGet, serveDemoMock } from '../testing/demo-api';

serveDemoMock();

async function list(query: Record<string, string | number> = {}) {
  const answer = await demoGet('/apps/permissions/data', query);
  expect(answer.status).toBe(200);
  return permissionListSchema.parse(answer.body);
}

const names = (permissions: Permission[]) => permissions.map((permission) => permission.name);

describe('permissions', () => {
  test('nine sample permissions, with the query echoed as params', async () => {
    const page = await list({ q: '' });
    expect(page.total).toBe(9);
    expect(page.allData).toHaveLength(9);
    expect(page.permissions).toHaveLength(9);
    expect(page.params).toEqual({ q: '' });
    expect((await list({ perPage: 4, page: 3 })).permissions).toHaveLength(1);
  });

  test('the search matches the name', async () => {
    expect(names((await list({ q: 'BILLING' })).permissions)).toEqual(['Manage Billing & Roles']);
  });

  test('the search matches the created date', async () => {
    const target = demoStore().permissions[3] as Permission;
    const day = target.createdDate.split(',')[0] as string;
    expect(names((await list({ q: day })).permissions)).toContain(target.name);
    expect(names((await list({ q: target.createdDate })).permissions)).toEqual([target.name]);
  });

  test('filters by the role it is assigned to', async () => {
    expect(names((await list({ assignedTo: 'support' })).permissions)).toEqual([
      'Project Planning',
      'Manage Email Sequences',
      "Manage Others' Tasks",
    ]);
    expect((await list({ assignedTo: 'administrator' })).total).toBe(9);
  });

  test('a new permission is 201, assigned to the administrator only, until reset', async () => {
    const answer = await demoCall<{ permission: Permission }>(
      'POST',
      '/apps/permissions/add-permission',
      { body: { permission: { name: 'Audit Logs' } } },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.permission).toMatchObject({
      id: 10,
      name: 'Audit Logs',
      assignedTo: ['administrator'],
    });
    expect((await list()).total).toBe(10);
    resetDemoStore();
    expect((await list()).total).toBe(9);
  });

  test('renames and deletes; an unknown id is a 404', async () => {
    const renamed = await demoCall('POST', '/apps/permissions/update-permission', {
      body: { id: 1, name: 'Administration' },
    });
    expect(renamed.status).toBe(200);
    expect(names((await list({ q: 'administration' })).permissions)).toEqual(['Administration']);
    expect(
      (await demoCall('DELETE', '/apps/permissions/delete', { query: { id: 1 } })).status,
    ).toBe(200);
    expect((await list()).total).toBe(8);
    const missing = await demoCall('POST', '/apps/permissions/update-permission', {
      body: { id: 1, name: 'Again' },
    });
    expect(missing.status).toBe(404);
  });
});
