import { sql, type Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';

/**
 * A member's home: their wallet, latest transactions, airtime this month and next booking. The
 * dashboard is a read model: it reads other domains' tables directly, one small query each,
 * and never changes them (docs/domains/dashboard.md).
 */
export function createMemberFiguresRepository(db: Kysely<MainDatabase>) {
  return {
    wallet(userId: string) {
      return db
        .selectFrom('ledger_accounts')
        .select(['currency', 'posted_balance', 'held_balance'])
        .where('kind', '=', 'USER_WALLET')
        .where('user_id', '=', userId)
        .where('currency', '=', 'KES')
        .executeTakeFirst();
    },

    recentTransactions(userId: string, limit: number) {
      return db
        .selectFrom('transactions')
        .select(['id', 'reference', 'type', 'direction', 'amount', 'status', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Cents of airtime bought since `since` that reached at least one recipient. */
    async airtimeSince(userId: string, since: Date) {
      const row = await db
        .selectFrom('transactions')
        .select(sql<string | null>`sum(amount)`.as('total'))
        .where('user_id', '=', userId)
        .where('type', 'in', ['AIRTIME', 'GROUP_AIRTIME'])
        .where('status', 'in', ['SUCCESS', 'PARTIAL'])
        .where('created_at', '>=', since)
        .executeTakeFirst();
      return BigInt(row?.total ?? 0);
    },

    /** The member's next requested or confirmed booking, with its service and branch. */
    nextBooking(userId: string, now: Date) {
      return db
        .selectFrom('bookings')
        .innerJoin('booking_services', 'booking_services.id', 'bookings.service_id')
        .innerJoin('branches', 'branches.id', 'bookings.branch_id')
        .select([
          'bookings.id',
          'bookings.status',
          'bookings.starts_at',
          'booking_services.name as service_name',
          'branches.name as branch_name',
        ])
        .where('bookings.member_id', '=', userId)
        .where('bookings.starts_at', '>=', now)
        .where('bookings.status', 'in', ['REQUESTED', 'CONFIRMED'])
        .orderBy('bookings.starts_at')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
