import { sql, type Kysely } from 'kysely';
import { createDatabase } from '@pamoja/server-kit/database';
import { prepareMainDatabase } from '../../services/api/src/db/migrate';
import type { MainDatabase } from '../../services/api/src/db/schema';
import { createUserRepository } from '../../services/api/src/identity/user-repository';
import { createLedger } from '../../services/api/src/ledger/ledger-repository';
import { verifyLedger } from '../../services/api/src/ledger/ledger-verify';
import { withScratchDatabase } from './scratch-database';

const CONCURRENCY = 16;
const TRANSFERS = 20_000;
const WALLETS = 200;

async function timed(count: number, work: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await work(next++);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

async function makeWallets(db: Kysely<MainDatabase>): Promise<string[]> {
  const users = createUserRepository(db);
  const ledger = createLedger(db);
  const wallets: string[] = [];
  for (let i = 0; i < WALLETS; i += 1) {
    const user = await users.create({
      firstName: 'Bench',
      lastName: String(i),
      email: `bench-${i}@example.ke`,
      phoneNumber: `2547${String(i).padStart(8, '0')}`,
      passwordHash: null,
    });
    wallets.push(await ledger.account('USER_WALLET', user.id));
  }
  return wallets;
}

/**
 * Settled transfers per second on PostgreSQL (budget ≥ 2,000/s on 2 cores), against a bare
 * one-row-insert loop at the same concurrency; then the books verified. True when they are exact.
 */
export async function benchLedger(): Promise<boolean> {
  return withScratchDatabase(async (url) => {
    const database = await createDatabase({ url, poolSize: CONCURRENCY + 2 });
    const db = await prepareMainDatabase(database.db);
    await sql`create table main.bench_rows (id bigserial primary key, account_id uuid, amount bigint)`.execute(
      database.db,
    );
    const wallets = await makeWallets(db);
    const clearing = await createLedger(db).account('MPESA_CLEARING', null);

    const insertsPerSecond = await timed(TRANSFERS, async (i) => {
      await sql`insert into main.bench_rows (account_id, amount) values (${wallets[i % WALLETS]}, 100)`.execute(
        db,
      );
    });
    const transfersPerSecond = await timed(TRANSFERS, async (i) => {
      const wallet = wallets[i % WALLETS]!;
      // One statement is one atomic transaction: entry, postings and balance commit together.
      await createLedger(db).post('bench top-up', null, [
        { accountId: wallet, amount: 100n },
        { accountId: clearing, amount: -100n },
      ]);
    });
    const problems = await verifyLedger(db);
    const total = await db
      .selectFrom('ledger_accounts')
      .select(sql<string>`sum(posted_balance)::text`.as('sum'))
      .where('kind', '=', 'USER_WALLET')
      .executeTakeFirstOrThrow();
    await database.close();

    console.log(
      'Ledger on PostgreSQL (%d transfers, %d wallets, %d in parallel)',
      TRANSFERS,
      WALLETS,
      CONCURRENCY,
    );
    console.log(
      '  bare one-row inserts (autocommit) : %s/s',
      Math.round(insertsPerSecond).toLocaleString('en'),
    );
    console.log(
      '  settled ledger transfers          : %s/s (budget 2,000/s)',
      Math.round(transfersPerSecond).toLocaleString('en'),
    );
    console.log(
      '  ratio transfers / bare inserts    : %s',
      (transfersPerSecond / insertsPerSecond).toFixed(2),
    );
    console.log(
      '  books after the run               : %s, wallets hold %s cents (expected %s)',
      problems.length === 0 ? 'exact' : `${problems.length} problems`,
      total.sum,
      TRANSFERS * 100,
    );
    return problems.length === 0 && BigInt(total.sum) === BigInt(TRANSFERS * 100);
  });
}
