import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';
import { call } from './call';
import { signedInMember } from './identity-helpers';
import { signedInWithRole } from './organisation-helpers';

// PostgreSQL refuses a NUL character in text. Every text field and search query is cleaned of
// control characters before it is validated, so a NUL is dropped and never reaches SQL as a 500.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const NUL = '\u0000';

describe('a NUL character', () => {
  it('in the login name is a wrong login, not a server error', async () => {
    const response = await call(app, null, 'POST', '/auth', {
      username: `nobody${NUL}@example.ke`,
      password: `x${NUL}y`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('is dropped from names that are stored', async () => {
    const { session } = await signedInMember(app);
    const profile = await call(app, session, 'PUT', '/users/me', { firstName: `Aki${NUL}nyi` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.firstName).toBe('Akinyi');
    const group = await call(app, session, 'POST', '/airtime-groups', { name: `Fam${NUL}ily` });
    expect(group.statusCode).toBe(201);
    expect(group.json().data.name).toBe('Family');

    const admin = await signedInWithRole(app, 'ADMIN');
    const branch = await call(app, admin, 'POST', '/branches', { name: `Kis${NUL}umu` });
    expect(branch.statusCode).toBe(201);
    expect(branch.json().data.name).toBe('Kisumu');
  });

  it.each([
    ['/transactions?keyword=%00', 200],
    ['/transactions?keyword=PMJ%00', 200],
    ['/airtime-groups?search=a%00b', 200],
    // Nothing is left to look for: refused as a missing address, in the error shape.
    ['/dev/outbox?to=%00', 400],
  ])('in the query of GET %s answers %i', async (url, status) => {
    const { session } = await signedInMember(app);
    expect((await call(app, session, 'GET', url)).statusCode).toBe(status);
  });

  it('in an admin search answers 200', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    expect((await call(app, admin, 'GET', '/teams?search=%00')).statusCode).toBe(200);
    expect((await call(app, admin, 'GET', '/groups?search=%00')).statusCode).toBe(200);
    expect((await call(app, admin, 'GET', '/users/staff?search=%00')).statusCode).toBe(200);
  });
});
