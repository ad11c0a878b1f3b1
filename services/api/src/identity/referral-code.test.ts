import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp } from '../../test/build-test-app';
import { bearer, signedInMember } from '../../test/identity-helpers';
import { scopeMainDatabase } from '../db/migrate';

/** `PMJ-` and 6 characters of the lead-code alphabet (no 0/O, 1/I). */
const REFERRAL_CODE = /^PMJ-[A-HJ-NP-Z2-9]{6}$/;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const db = async () => scopeMainDatabase((await sharedTestDatabase()).db);

describe('referral codes', () => {
  it('gives every new member a code at registration, answered by GET users/me', async () => {
    const { session } = await signedInMember(app);
    const me = await app.inject({ url: '/api/v1/users/me', headers: bearer(session) });
    expect(me.statusCode).toBe(200);
    const code = me.json().data.referralCode;
    expect(code).toMatch(REFERRAL_CODE);
    const row = await (
      await db()
    )
      .selectFrom('users')
      .select('referral_code')
      .where('id', '=', session.userData.id)
      .executeTakeFirstOrThrow();
    expect(row.referral_code).toBe(code);
  });

  it('is different for each member, and the database refuses a second holder', async () => {
    const sessions = await Promise.all([1, 2, 3].map(() => signedInMember(app)));
    const scoped = await db();
    const rows = await scoped
      .selectFrom('users')
      .select(['id', 'referral_code'])
      .where(
        'id',
        'in',
        sessions.map(({ session }) => session.userData.id),
      )
      .execute();
    expect(new Set(rows.map((row) => row.referral_code)).size).toBe(3);
    const [first, second] = rows;
    await expect(
      scoped
        .updateTable('users')
        .set({ referral_code: first!.referral_code })
        .where('id', '=', second!.id)
        .execute(),
    ).rejects.toThrow(/users_referral_code_key|duplicate/);
  });

  it('leaves no member without a code: back-filled, then required and made by the database', async () => {
    const scoped = await db();
    const missing = await scoped
      .selectFrom('users')
      .select(sql<string>`count(*)`.as('count'))
      .where('referral_code', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(missing.count)).toBe(0);
    const column = await sql<{ is_nullable: string; column_default: string | null }>`
      select is_nullable, column_default from information_schema.columns
      where table_schema = 'main' and table_name = 'users' and column_name = 'referral_code'`.execute(
      scoped,
    );
    expect(column.rows[0]).toMatchObject({
      is_nullable: 'NO',
      column_default: expect.stringContaining('new_referral_code'),
    });
    // The function the back-fill used: every code it draws has the shape.
    const drawn = await sql<{ code: string }>`
      select main.new_referral_code() as code from generate_series(1, 50)`.execute(scoped);
    expect(drawn.rows.every((row) => REFERRAL_CODE.test(row.code))).toBe(true);
  });
});
