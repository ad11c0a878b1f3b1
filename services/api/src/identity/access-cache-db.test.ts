import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@pamoja/contract/auth';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp, csrfHeaders } from '../../test/build-test-app';
import { bearer } from '../../test/identity-helpers';
import { signedInWithRole } from '../../test/organisation-helpers';

// On PostgreSQL the guard keeps the answers that let a caller in and forgets them when the
// database notifies a change (migration 0022) or this process writes one. A write of another
// process is played here by a connection of the test's own that the app's handles never see.

const handle = await sharedTestDatabase();

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const me = (session: Session, organisationId: string) =>
  app.inject({
    url: '/api/v1/users/me',
    headers: { ...bearer(session), 'x-organization': organisationId },
  });

/** Runs `statement` as another process would, with or without its triggers firing. */
const elsewhere = (statement: ReturnType<typeof sql>, triggers = true) =>
  handle.db.transaction().execute(async (trx) => {
    if (!triggers) await sql`set local session_replication_role = replica`.execute(trx);
    await statement.execute(trx);
  });

/** The status a request answers, asked again until it settles or two seconds pass. */
const settles = (request: () => Promise<{ statusCode: number }>) =>
  expect.poll(async () => (await request()).statusCode, { timeout: 2000, interval: 20 });

const sessionIdOf = (session: Session) =>
  (
    JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
    }
  ).sid;

describe.skipIf(!handle.listen)('the guard on PostgreSQL', () => {
  it("keeps a member's answer until the database tells of the change", async () => {
    const { session, organisation } = await signedInWithRole(app, 'ADMIN');
    expect((await me(session, organisation.id)).statusCode).toBe(200);
    // Written with no trigger, so no notification: only the kept answer still lets them in.
    await elsewhere(
      sql`update main.organisations set deleted_at = now() where id = ${organisation.id}`,
      false,
    );
    expect((await me(session, organisation.id)).statusCode).toBe(200);
    await elsewhere(sql`select pg_notify('pamoja_access', '')`);
    await settles(() => me(session, organisation.id)).toBe(403);
  });

  it.each([
    [
      'a session revoked',
      (session: Session) =>
        sql`update main.refresh_tokens set revoked_at = now() where family_id = ${sessionIdOf(session)}`,
      401,
    ],
    [
      'a membership ended',
      (session: Session) =>
        sql`delete from main.memberships where user_id = ${session.userData.id}`,
      403,
    ],
    [
      'a role taken away',
      (session: Session) =>
        sql`update main.memberships set roles = '{MEMBER}' where user_id = ${session.userData.id}`,
      403,
    ],
  ] as const)('refuses once another process commits %s', async (_, change, status) => {
    const { session, organisation } = await signedInWithRole(app, 'ADMIN');
    expect((await me(session, organisation.id)).statusCode).toBe(200);
    await elsewhere(change(session));
    await settles(() => me(session, organisation.id)).toBe(status);
  });

  it('refuses at once after a logout in this process', async () => {
    const { session, organisation } = await signedInWithRole(app, 'ADMIN');
    expect((await me(session, organisation.id)).statusCode).toBe(200);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...bearer(session), ...csrfHeaders },
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(session, organisation.id)).statusCode).toBe(401);
  });
});
