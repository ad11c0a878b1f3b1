import { sql, type Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';

/** The platform's figures for a SUPER_ADMIN: organisations, people, money per rail, stuck money. */
export function createPlatformFiguresRepository(db: Kysely<MainDatabase>) {
  return {
    async organisations() {
      const row = await db
        .selectFrom('organisations')
        .select(sql<string>`count(*)`.as('count'))
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    users() {
      return db
        .selectFrom('users')
        .select(['status', sql<string>`count(*)`.as('count')])
        .groupBy('status')
        .execute();
    },

    /** Settled transactions since `since` per rail (a row without a provider went by M-Pesa). */
    moneyByRail(since: Date) {
      const rail = sql<string>`coalesce(provider, 'mpesa')`;
      return db
        .selectFrom('transactions')
        .select([
          rail.as('rail'),
          sql<string>`count(*)`.as('count'),
          sql<string>`sum(amount)`.as('amount'),
        ])
        .where('status', 'in', ['SUCCESS', 'PARTIAL'])
        .where('created_at', '>=', since)
        .groupBy(rail)
        .orderBy(rail)
        .execute();
    },

    /** Reconciliation items nobody has decided yet. */
    stuckPayments() {
      return db
        .selectFrom('reconciliation_items')
        .innerJoin('transactions', 'transactions.id', 'reconciliation_items.transaction_id')
        .select([
          sql<string>`count(*)`.as('count'),
          sql<string | null>`sum(transactions.amount)`.as('amount'),
          sql<Date | null>`min(reconciliation_items.opened_at)`.as('oldest'),
        ])
        .where('reconciliation_items.outcome', 'is', null)
        .executeTakeFirstOrThrow();
    },

    usersDaily(since: Date) {
      const day = sql<string>`((created_at at time zone 'Africa/Nairobi')::date)::text`;
      return db
        .selectFrom('users')
        .select([day.as('day'), sql<string>`count(*)`.as('value')])
        .where('created_at', '>=', since)
        .groupBy(day)
        .execute();
    },
  };
}
