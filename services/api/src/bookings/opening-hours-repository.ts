import { sql, type Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';

export interface StoredDay {
  weekday: number;
  opensMinute: number | null;
  closesMinute: number | null;
}

/** Opening hours and closed days of one organisation's branches; every query filters by it. */
export function createOpeningHoursRepository(db: Kysely<MainDatabase>) {
  return {
    async branch(organisationId: string, branchId: string) {
      return db
        .selectFrom('branches')
        .select(['id', 'name', 'address'])
        .where('organisation_id', '=', organisationId)
        .where('id', '=', branchId)
        .executeTakeFirst();
    },

    async days(branchId: string): Promise<StoredDay[]> {
      const rows = await db
        .selectFrom('branch_opening_hours')
        .selectAll()
        .where('branch_id', '=', branchId)
        .orderBy('weekday')
        .execute();
      return rows.map((row) => ({
        weekday: row.weekday,
        opensMinute: row.opens_minute,
        closesMinute: row.closes_minute,
      }));
    },

    /** Replaces the branch's week in one transaction. */
    async replaceDays(organisationId: string, branchId: string, days: StoredDay[]) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('branch_opening_hours').where('branch_id', '=', branchId).execute();
        await trx
          .insertInto('branch_opening_hours')
          .values(
            days.map((day) => ({
              organisation_id: organisationId,
              branch_id: branchId,
              weekday: day.weekday,
              opens_minute: day.opensMinute,
              closes_minute: day.closesMinute,
            })),
          )
          .execute();
      });
    },

    async isClosedOn(branchId: string, day: string): Promise<boolean> {
      const row = await db
        .selectFrom('branch_closed_days')
        .select('id')
        .where('branch_id', '=', branchId)
        .where('day', '=', sql<string>`${day}::date`)
        .executeTakeFirst();
      return Boolean(row);
    },

    async closedDays(
      branchId: string,
      from: string | undefined,
      page: { page: number; limit: number },
    ) {
      let query = db
        .selectFrom('branch_closed_days')
        .select(['id', 'branch_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'reason'])
        .where('branch_id', '=', branchId);
      if (from) query = query.where('day', '>=', sql<string>`${from}::date`);
      const counted = query.clearSelect().select((eb) => eb.fn.countAll<string | bigint>().as('n'));
      const [rows, count] = await Promise.all([
        query
          .orderBy('day')
          .limit(page.limit)
          .offset((page.page - 1) * page.limit)
          .execute(),
        counted.executeTakeFirst(),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          branchId: row.branch_id,
          date: row.day,
          reason: row.reason,
        })),
        total: Number(count?.n ?? 0),
      };
    },

    addClosedDay(organisationId: string, branchId: string, day: string, reason: string | null) {
      return db
        .insertInto('branch_closed_days')
        .values({ organisation_id: organisationId, branch_id: branchId, day, reason })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    async removeClosedDay(organisationId: string, branchId: string, id: string) {
      const result = await db
        .deleteFrom('branch_closed_days')
        .where('organisation_id', '=', organisationId)
        .where('branch_id', '=', branchId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
