import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp } from '../../test/build-test-app';
import { login, signedInMember } from '../../test/identity-helpers';
import {
  makeSuperAdmin,
  signedInWithRole,
  switchRole,
  type Actor,
} from '../../test/organisation-helpers';
import { scopeMainDatabase } from '../db/migrate';
import { tinyPdf, tinyPng } from './file-fixtures';
import { createFileRepository } from './files-repository';
import { asPerson, readFile, uploaded, type Who } from './files-test-helpers';

let app: FastifyInstance;
let admin: Actor;
let privateFile: string;
let organisationFile: string;
beforeAll(async () => {
  app = await buildTestApp({ DATA_DIR: 'memory://' });
  admin = await signedInWithRole(app, 'ADMIN');
  // The same person uploads one file for themselves and one for their organisation.
  privateFile = (await uploaded(app, asPerson(admin.session), tinyPng)).id;
  organisationFile = (await uploaded(app, admin.headers, tinyPdf, 'Bei ya chai – ✓ (2026).pdf')).id;
});
afterAll(() => app.close());

const notFound = (response: Awaited<ReturnType<typeof readFile>>) => {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'File was not found.' });
};

describe('GET /files/{id}', () => {
  it('serves the owner the bytes with safe headers', async () => {
    const response = await readFile(app, asPerson(admin.session), privateFile);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(tinyPng)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `inline; filename="photo.png"; filename*=UTF-8''photo.png`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
    });
  });

  it('encodes a name with non-ASCII characters safely', async () => {
    const response = await readFile(app, asPerson(admin.session), organisationFile);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Bei ya chai _ _ (2026).pdf"; ` +
        `filename*=UTF-8''Bei%20ya%20chai%20%E2%80%93%20%E2%9C%93%20%282026%29.pdf`,
    );
  });

  it("serves an organisation's file to any member of it, without naming the organisation", async () => {
    const member = await signedInWithRole(app, 'MEMBER', admin.organisation);
    const response = await readFile(app, asPerson(member.session), organisationFile);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(tinyPdf)).toBe(true);
    // The same member cannot read the admin's private upload.
    notFound(await readFile(app, member.headers, privateFile));
  });

  it("answers 404 to another person for someone else's private file", async () => {
    const { session } = await signedInMember(app);
    notFound(await readFile(app, asPerson(session), privateFile));
  });

  it('answers 404 to a member of another organisation, even naming their own', async () => {
    const stranger = await signedInWithRole(app, 'ADMIN');
    notFound(await readFile(app, stranger.headers, organisationFile));
    notFound(await readFile(app, asPerson(stranger.session), organisationFile));
  });

  it('serves a SUPER_ADMIN any file', async () => {
    const { person, session } = await signedInMember(app);
    await makeSuperAdmin(session.userData.id);
    const platform = await switchRole(app, await login(app, person.email), 'SUPER_ADMIN');
    expect((await readFile(app, asPerson(platform), privateFile)).statusCode).toBe(200);
    expect((await readFile(app, asPerson(platform), organisationFile)).statusCode).toBe(200);
  });

  it('answers 401 to someone signed out', async () => {
    const response = await readFile(app, null, privateFile);
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 alike for a malformed id, an unknown id and a row without bytes', async () => {
    const me: Who = asPerson(admin.session);
    notFound(await readFile(app, me, 'not-a-file'));
    notFound(await readFile(app, me, randomUUID()));
    const db = scopeMainDatabase((await sharedTestDatabase()).db);
    const orphan = await createFileRepository(db).insert({
      id: randomUUID(),
      ownerId: admin.userId,
      organisationId: null,
      contentType: 'image/png',
      size: 10,
      originalName: 'gone.png',
    });
    notFound(await readFile(app, me, orphan.id));
  });
});
