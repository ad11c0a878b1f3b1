import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { AppError } from '@pamoja/server-kit/errors';
import type { LedgerAccountKind, MainDatabase } from '../db/schema';

export interface Posting {
  accountId: string;
  amount: bigint;
}

export class InsufficientBalance extends AppError {
  constructor() {
    super(422, 'INSUFFICIENT_BALANCE', 'Insufficient balance');
  }
}

/**
 * The double-entry ledger. Every method runs inside the caller's transaction. Only user wallets
 * keep cached balances (locked row by row, so two spends cannot both pass the balance check);
 * system accounts are summed from postings, so they never become a lock every transfer waits on.
 */
/** Accounts whose balances are cached on their row (and may never go below zero). */
const WALLET_KINDS: LedgerAccountKind[] = ['USER_WALLET', 'ORGANISATION_WALLET'];

export function createLedger(db: Kysely<MainDatabase>) {
  return {
    /** The account of an owner, made on first use. */
    async account(
      kind: LedgerAccountKind,
      userId: string | null,
      currency = 'KES',
    ): Promise<string> {
      const find = () =>
        db
          .selectFrom('ledger_accounts')
          .select('id')
          .where('kind', '=', kind)
          .where('currency', '=', currency)
          .where('user_id', userId === null ? 'is' : '=', userId)
          .executeTakeFirst();
      const existing = await find();
      if (existing) return existing.id;
      await db
        .insertInto('ledger_accounts')
        .values({ kind, user_id: userId, currency })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const created = await find();
      if (!created) throw new Error(`ledger account ${kind} could not be created`);
      return created.id;
    },

    /** Locks a wallet for this transaction and reads its cached balances. */
    async lockWallet(accountId: string) {
      return db
        .selectFrom('ledger_accounts')
        .select(['id', 'posted_balance', 'held_balance'])
        .where('id', '=', accountId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    /**
     * Writes one journal entry in a single statement (entry, postings and wallet balances), so a
     * transfer costs one round trip. Postings must sum to zero. The wallet update takes the row
     * lock itself; a debit must hold it already (see hold) so its balance check stays true.
     */
    async post(memo: string, transactionId: string | null, postings: Posting[]): Promise<void> {
      const sum = postings.reduce((total, posting) => total + posting.amount, 0n);
      const lines = postings.filter((posting) => posting.amount !== 0n);
      if (sum !== 0n || lines.length < 2) throw new Error(`unbalanced journal entry "${memo}"`);
      const entryId = randomUUID();
      const delta = sql.join(
        lines.map((line) => sql`when ${line.accountId}::uuid then ${line.amount}::bigint`),
        sql` `,
      );
      await db
        .with('entry', (qb) =>
          qb
            .insertInto('journal_entries')
            .values({ id: entryId, memo, transaction_id: transactionId }),
        )
        .with('lines', (qb) =>
          qb.insertInto('postings').values(
            lines.map((line) => ({
              entry_id: entryId,
              account_id: line.accountId,
              amount: line.amount,
            })),
          ),
        )
        .updateTable('ledger_accounts')
        .set({ posted_balance: sql`posted_balance + case id ${delta} end` })
        .where(
          'id',
          'in',
          lines.map((line) => line.accountId),
        )
        .where('kind', 'in', WALLET_KINDS)
        .execute();
    },

    /** A pending debit: fails with 422 (and holds nothing) when the available balance is short. */
    async hold(accountId: string, transactionId: string, amount: bigint): Promise<void> {
      const wallet = await this.lockWallet(accountId);
      if (wallet.posted_balance - wallet.held_balance < amount) throw new InsufficientBalance();
      await db
        .insertInto('holds')
        .values({ account_id: accountId, transaction_id: transactionId, amount })
        .execute();
      await db
        .updateTable('ledger_accounts')
        .set({ held_balance: sql`held_balance + ${amount}` })
        .where('id', '=', accountId)
        .execute();
    },

    /**
     * Ends a pending hold once: POSTED when the money left, VOIDED when it did not. Answers the
     * hold, or null when it was already settled (a repeated callback changes nothing).
     */
    async releaseHold(transactionId: string, status: 'POSTED' | 'VOIDED') {
      const hold = await db
        .selectFrom('holds')
        .selectAll()
        .where('transaction_id', '=', transactionId)
        .forUpdate()
        .executeTakeFirst();
      if (!hold || hold.status !== 'PENDING') return null;
      await this.lockWallet(hold.account_id);
      await db
        .updateTable('holds')
        .set({ status, settled_at: new Date() })
        .where('id', '=', hold.id)
        .execute();
      await db
        .updateTable('ledger_accounts')
        .set({ held_balance: sql`held_balance - ${hold.amount}` })
        .where('id', '=', hold.account_id)
        .execute();
      return hold;
    },

    /** Journal entries whose postings do not sum to zero (there should be none). */
    /** Holds still pending from before the cut-off, and whether a person has them queued. */
    pendingHoldsBefore(cutOff: Date) {
      return db
        .selectFrom('holds as h')
        .select(['h.transaction_id', 'h.amount', 'h.created_at'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('reconciliation_items as r')
                .select('r.id')
                .whereRef('r.transaction_id', '=', 'h.transaction_id'),
            )
            .as('queued'),
        )
        .where('h.status', '=', 'PENDING')
        .where('h.created_at', '<', cutOff)
        .orderBy('h.created_at')
        .execute();
    },

    /**
     * Providers' word of money paid, kept since before `cutOff` for a reference no payment of
     * ours recorded (payments applies and deletes these once the reference is known).
     */
    paidAnswersBefore(cutOff: Date) {
      return db
        .selectFrom('early_callbacks')
        .select([
          'provider',
          'provider_reference',
          'created_at',
          sql<string | null>`outcome->>'receiptNumber'`.as('receipt'),
          sql<string | null>`outcome->>'amount'`.as('amount'),
          sql<string | null>`outcome->>'phoneNumber'`.as('phone'),
        ])
        .where('created_at', '<', cutOff)
        .where(sql<boolean>`outcome->>'status' = 'SUCCESS'`)
        .orderBy('created_at')
        .execute();
    },

    unbalancedEntries() {
      return db
        .selectFrom('postings')
        .select(['entry_id', sql<string>`sum(amount)::text`.as('total')])
        .groupBy('entry_id')
        .having(sql`sum(amount)`, '<>', 0)
        .execute();
    },

    /** Every wallet's cached balances beside the sums of its postings and pending holds. */
    walletsRecomputed() {
      return db
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
        .where('a.kind', 'in', WALLET_KINDS)
        .execute();
    },

    async balances(userId: string) {
      return db
        .selectFrom('ledger_accounts')
        .select(['id', 'currency', 'posted_balance', 'held_balance'])
        .where('kind', '=', 'USER_WALLET')
        .where('user_id', '=', userId)
        .orderBy('currency')
        .execute();
    },

    /** A business's wallet, made on first use. */
    async organisationAccount(organisationId: string, currency = 'KES'): Promise<string> {
      const find = () =>
        db
          .selectFrom('ledger_accounts')
          .select('id')
          .where('kind', '=', 'ORGANISATION_WALLET')
          .where('organisation_id', '=', organisationId)
          .where('currency', '=', currency)
          .executeTakeFirst();
      const existing = await find();
      if (existing) return existing.id;
      await db
        .insertInto('ledger_accounts')
        .values({
          kind: 'ORGANISATION_WALLET',
          user_id: null,
          organisation_id: organisationId,
          currency,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const created = await find();
      if (!created)
        throw new Error(`the wallet of organisation ${organisationId} could not be made`);
      return created.id;
    },

    async organisationBalances(organisationId: string) {
      return db
        .selectFrom('ledger_accounts')
        .select(['id', 'currency', 'posted_balance', 'held_balance'])
        .where('kind', '=', 'ORGANISATION_WALLET')
        .where('organisation_id', '=', organisationId)
        .orderBy('currency')
        .execute();
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
