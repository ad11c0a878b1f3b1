import type { Kysely } from 'kysely';
import { RECONCILE_AFTER_MINUTES } from '@pamoja/contract/reconciliation';
import type { MainDatabase } from '../db/schema';
import { createLedger } from './ledger-repository';

export interface LedgerProblem {
  kind:
    | 'UNBALANCED_ENTRY'
    | 'WALLET_BALANCE_MISMATCH'
    | 'HELD_BALANCE_MISMATCH'
    | 'NEGATIVE_WALLET'
    | 'STALE_HOLD'
    | 'UNMATCHED_PROVIDER_ANSWER';
  id: string;
  detail: string;
}

/**
 * Recomputes every balance from postings and holds and checks every entry sums to zero, and
 * reports money held past the reconciliation deadline, and providers' word of money moved for a
 * payment we never recorded (a crash lost its reference): exact books can still hide money nobody
 * is settling. An empty list means the books are exact and nothing waits unseen.
 */
export async function verifyLedger(
  db: Kysely<MainDatabase>,
  now = new Date(),
): Promise<LedgerProblem[]> {
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
  const deadline = new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000);
  for (const hold of await ledger.pendingHoldsBefore(deadline)) {
    problems.push({
      kind: 'STALE_HOLD',
      id: hold.transaction_id,
      detail: `${hold.amount} held since ${hold.created_at.toISOString()}${hold.queued ? ', in the reconciliation queue' : ', not yet in the reconciliation queue'}`,
    });
  }
  for (const answer of await ledger.paidAnswersBefore(deadline)) {
    const facts = [
      `receipt ${answer.receipt}`,
      answer.amount ? `amount ${answer.amount}` : null,
      answer.phone ? `phone ${answer.phone}` : null,
    ];
    problems.push({
      kind: 'UNMATCHED_PROVIDER_ANSWER',
      id: `${answer.provider}:${answer.provider_reference}`,
      detail: `paid (${facts.filter(Boolean).join(', ')}) at ${answer.created_at.toISOString()}, matching no payment of ours`,
    });
  }
  return problems;
}
