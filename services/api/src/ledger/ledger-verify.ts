import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';
import { createLedger } from './ledger-repository';

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
  const ledger = createLedger(db);
  const problems: LedgerProblem[] = [];
  for (const row of await ledger.unbalancedEntries()) {
    problems.push({
      kind: 'UNBALANCED_ENTRY',
      id: row.entry_id,
      detail: `postings sum to ${row.total}`,
    });
  }

  for (const wallet of await ledger.walletsRecomputed()) {
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
