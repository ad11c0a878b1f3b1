import { sql, type Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';

export interface LedgerProblem {
  kind:
    'UNBALANCED_ENTRY' | 'WALLET_BALANCE_MISMATCH' | 'HELD_BALANCE_MISMATCH' | 'NEGATIVE_WALLET';
  id: string;
  detail: string;
}

/**
 * Recomputes every balance from postings and holds and checks every entry sums to zero. An empty
 * list means the books are exact.
 */
export async function verifyLedger(db: Kysely<MainDatabase>): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const unbalanced = await db
    .selectFrom('postings')
    .select(['entry_id', sql<string>`sum(amount)::text`.as('total')])
    .groupBy('entry_id')
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
  for (const row of unbalanced) {
    problems.push({
      kind: 'UNBALANCED_ENTRY',
      id: row.entry_id,
      detail: `postings sum to ${row.total}`,
    });
  }

  const wallets = await db
    .selectFrom('ledger_accounts as a')
    .select([
      'a.id',
      'a.posted_balance',
      'a.held_balance',
      (eb) =>
        eb
          .selectFrom('postings as p')
          .select(sql<string>`coalesce(sum(p.amount), 0)::text`.as('sum'))
          .whereRef('p.account_id', '=', 'a.id')
          .as('posted'),
      (eb) =>
        eb
          .selectFrom('holds as h')
          .select(sql<string>`coalesce(sum(h.amount), 0)::text`.as('sum'))
          .whereRef('h.account_id', '=', 'a.id')
          .where('h.status', '=', 'PENDING')
          .as('held'),
    ])
    .where('a.kind', '=', 'USER_WALLET')
    .execute();
  for (const wallet of wallets) {
    const posted = BigInt(wallet.posted ?? '0');
    const held = BigInt(wallet.held ?? '0');
    if (posted !== wallet.posted_balance) {
      problems.push({
        kind: 'WALLET_BALANCE_MISMATCH',
        id: wallet.id,
        detail: `cached ${wallet.posted_balance}, postings ${posted}`,
      });
    }
    if (held !== wallet.held_balance) {
      problems.push({
        kind: 'HELD_BALANCE_MISMATCH',
        id: wallet.id,
        detail: `cached ${wallet.held_balance}, holds ${held}`,
      });
    }
    if (posted - held < 0n) {
      problems.push({
        kind: 'NEGATIVE_WALLET',
        id: wallet.id,
        detail: `available ${posted - held}`,
      });
    }
  }
  return problems;
}
