import { describe, expect, test } from 'vitest';
import { directoryUserSchema, userListSchema } from '../schemas/directory-user-schema';
import type { DirectoryUser } from '../schemas/directory-user-schema';
import { demoStore, resetDemoStore } from '../store/demo-store';
import { demoCall, demoGet, serveDemoMock } from '../testing/demo-api';

serveDemoMock();

async function list(query: Record<string, string | number> = {}) {
  const answer = await demoGet('/api/users/list/data', query);
  expect(answer.status).toBe(200);
  return userListSchema.parse(answer.body);
}

const users = () => demoStore().directoryUsers;

const newUser = {
  fullName: 'Amina Otieno',
  username: 'amina.otieno',
  email: 'amina@example.com',
  company: 'Pamoja',
  country: 'Kenya',
  contact: '0712 345678',
  role: 'editor',
  currentPlan: 'team',
};

describe('user directory', () => {
  test('50 seeded users; the list pages them ten at a time', async () => {
    const all = await demoGet<unknown[]>('/api/users/list/all-data');
    expect(all.body).toHaveLength(50);
    const first = await list();
    expect(first.total).toBe(50);
    expect(first.users).toHaveLength(10);
    expect((await list({ page: 5 })).users).toHaveLength(10);
    expect((await list({ page: 6 })).users).toHaveLength(0);
  });

  test.each([
    ['role', 'editor'],
    ['status', 'pending'],
    ['currentPlan', 'enterprise'],
  ] as const)('filters by %s', async (field, value) => {
    const page = await list({ [field]: value, perPage: 100 });
    const expected = users().filter((user) => user[field] === value);
    expect(expected.length).toBeGreaterThan(0);
    expect(page.total).toBe(expected.length);
    expect(page.users.every((user) => user[field] === value)).toBe(true);
  });

  test('combines filters', async () => {
    const page = await list({ role: 'author', status: 'active', perPage: 100 });
    const expected = users().filter((user) => user.role === 'author' && user.status === 'active');
    expect(page.users.map((user) => user.id).sort()).toEqual(
      expected.map((user) => user.id).sort(),
    );
  });

  test.each([
    ['e-mail', (user: DirectoryUser) => user.email.toUpperCase()],
    ['full name', (user: DirectoryUser) => user.fullName],
  ])('the search finds a user by %s', async (_field, valueOf) => {
    const target = users()[12] as DirectoryUser;
    const page = await list({ q: valueOf(target), perPage: 100 });
    expect(page.users.map((user) => user.id)).toContain(target.id);
  });

  test('the search finds users by billing and not by company', async () => {
    const page = await list({ q: 'manual - paypal', perPage: 100 });
    const expected = users().filter((user) => user.billing === 'Manual - Paypal');
    expect(page.users.map((user) => user.id).sort()).toEqual(
      expected.map((user) => user.id).sort(),
    );
    const target = users()[3] as DirectoryUser;
    expect((await list({ q: target.company, perPage: 100 })).users.map((u) => u.id)).not.toContain(
      target.id,
    );
  });

  test('sorts by a column in both directions', async () => {
    const names = (await list({ sortColumn: 'fullName', sort: 'asc', perPage: 100 })).users.map(
      (user) => user.fullName,
    );
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const descending = await list({ sortColumn: 'fullName', sort: 'desc', perPage: 100 });
    expect(descending.users.map((user) => user.fullName)).toEqual([...names].reverse());
    expect((await list()).users[0]?.id).toBe(50);
  });
});

describe('one user, adding and deleting', () => {
  test('a user by id; an unknown id is a 404', async () => {
    const answer = await demoGet('/api/users/user', { id: 1 });
    expect(directoryUserSchema.parse(answer.body).id).toBe(1);
    expect((await demoGet('/api/users/user', { id: 999 })).status).toBe(404);
  });

  test('add-user answers 201 with a new id, and the user stays until the store is reset', async () => {
    const answer = await demoCall<{ user: DirectoryUser }>('POST', '/apps/users/add-user', {
      body: { user: newUser },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.user).toMatchObject({ ...newUser, id: 51, status: 'pending' });
    expect((await demoGet('/api/users/user', { id: 51 })).status).toBe(200);
    expect((await list()).total).toBe(51);
    resetDemoStore();
    expect((await demoGet('/api/users/user', { id: 51 })).status).toBe(404);
  });

  test('add-user refuses an incomplete user', async () => {
    const answer = await demoCall('POST', '/apps/users/add-user', {
      body: { user: { ...newUser, email: 'not-an-email' } },
    });
    expect(answer.status).toBe(400);
  });

  test.each([
    ['email', 'This email is already in use.', 'EMAIL_TAKEN'],
    ['username', 'This username is already in use.', 'USERNAME_TAKEN'],
  ] as const)(
    'add-user refuses a %s already taken, naming the field',
    async (field, message, code) => {
      const existing = demoStore().directoryUsers[3]!;
      const answer = await demoCall('POST', '/apps/users/add-user', {
        body: { user: { ...newUser, [field]: existing[field].toUpperCase() } },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message, code, details: [{ path: field, message }] });
      expect((await list()).total).toBe(50);
    },
  );

  test('a deleted user is gone', async () => {
    expect((await demoCall('DELETE', '/apps/users/delete', { query: { id: 7 } })).status).toBe(200);
    expect((await demoGet('/api/users/user', { id: 7 })).status).toBe(404);
    expect((await list()).total).toBe(49);
    expect((await demoCall('DELETE', '/apps/users/delete', { query: { id: 7 } })).status).toBe(404);
  });
});
