import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { organisationWith } from '../../test/organisation-fixture';
import { scopeMainDatabase, prepareMainDatabase } from '../db/migrate';
import { createUserRepository } from '../identity/identity-module';
import type { MainDb } from '../db/schema';
import { createFileLookup, type FileLookup } from './files-module';
import { createFileRepository } from './files-repository';

let db: MainDb;
let lookup: FileLookup;

async function person() {
  const tag = randomUUID().slice(0, 8);
  const user = await createUserRepository(db).create({
    firstName: 'Njeri',
    lastName: `Mwangi-${tag}`,
    email: `njeri.${tag}@example.ke`,
    phoneNumber: `2547${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    passwordHash: null,
  });
  return user.id;
}

async function fileOf(ownerId: string, organisationId: string | null) {
  const row = await createFileRepository(db).insert({
    id: randomUUID(),
    ownerId,
    organisationId,
    contentType: 'image/png',
    size: 1,
    originalName: 'a.png',
  });
  return row.id;
}

beforeAll(async () => {
  const shared = await sharedTestDatabase();
  await prepareMainDatabase(shared.db);
  db = scopeMainDatabase(shared.db);
  lookup = createFileLookup(db);
});

describe('createFileLookup().usable', () => {
  it('lets the owner use their file, whatever organisation they act for', async () => {
    const owner = await person();
    const mine = await organisationWith([{ userId: owner, roles: ['ADMIN'] }]);
    const other = await organisationWith([{ userId: owner, roles: ['ADMIN'] }]);
    const file = await fileOf(owner, mine.id);
    const privateFile = await fileOf(owner, null);
    expect(await lookup.usable(file, { userId: owner, organisationId: mine.id })).toBe(true);
    expect(await lookup.usable(file, { userId: owner, organisationId: other.id })).toBe(true);
    expect(await lookup.usable(privateFile, { userId: owner, organisationId: null })).toBe(true);
  });

  it("lets someone else use it only for the file's own organisation", async () => {
    const owner = await person();
    const colleague = await person();
    const organisation = await organisationWith([
      { userId: owner, roles: ['ADMIN'] },
      { userId: colleague, roles: ['ADMIN'] },
    ]);
    const elsewhere = await organisationWith([{ userId: colleague, roles: ['ADMIN'] }]);
    const shared = await fileOf(owner, organisation.id);
    const privateFile = await fileOf(owner, null);
    const as = (organisationId: string | null) => ({ userId: colleague, organisationId });
    expect(await lookup.usable(shared, as(organisation.id))).toBe(true);
    expect(await lookup.usable(shared, as(elsewhere.id))).toBe(false);
    expect(await lookup.usable(shared, as(null))).toBe(false);
    expect(await lookup.usable(privateFile, as(organisation.id))).toBe(false);
    expect(await lookup.usable(privateFile, as(null))).toBe(false);
  });

  it('is false for an unknown or malformed id', async () => {
    const owner = await person();
    expect(await lookup.usable(randomUUID(), { userId: owner, organisationId: null })).toBe(false);
    expect(await lookup.usable('../etc', { userId: owner, organisationId: null })).toBe(false);
  });
});
