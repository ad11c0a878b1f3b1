import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp } from '../../test/build-test-app';
import { signedInMember } from '../../test/identity-helpers';
import { topUp } from '../../test/wallet-helpers';
import { scopeMainDatabase } from '../db/migrate';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /dev/ledger-check', () => {
  it('says the books are exact, and names the wallet whose balance does not add up', async () => {
    const { session } = await signedInMember(app);
    await topUp(app, session, 500, '0712345678');
    const exact = await app.inject('/api/v1/dev/ledger-check');
    expect(exact.json().data).toEqual({ exact: true, problems: [] });

    const db = scopeMainDatabase((await sharedTestDatabase()).db);
    const wallet = await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('user_id', '=', session.userData.id)
      .executeTakeFirstOrThrow();
    const skew = (by: bigint) =>
      db
        .updateTable('ledger_accounts')
        .set({ posted_balance: sql`posted_balance + ${by}` })
        .where('id', '=', wallet.id)
        .execute();
    await skew(1n);
    try {
      const broken = (await app.inject('/api/v1/dev/ledger-check')).json();
      expect(broken.data.exact).toBe(false);
      expect(broken.data.problems).toContainEqual(
        expect.objectContaining({ kind: 'WALLET_BALANCE_MISMATCH', id: wallet.id }),
      );
    } finally {
      await skew(-1n);
    }
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      CALLBACK_TOKEN: 'c'.repeat(20),
    });
    try {
      expect((await production.inject('/api/v1/dev/ledger-check')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
