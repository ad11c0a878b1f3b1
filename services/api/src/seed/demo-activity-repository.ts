import { sql, type Insertable, type Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';

type Row<T extends keyof MainDatabase> = Insertable<MainDatabase[T]> & { created_at?: Date };

/**
 * Set-based inserts for the demo organisation's history (demo-activity.ts). Rows carry their
 * own `created_at`, which the schema's types keep read-only elsewhere: a seed writes history.
 */
export function createDemoActivityRepository(db: Kysely<MainDatabase>) {
  const insert = async <T extends keyof MainDatabase>(table: T, rows: Row<T>[]) => {
    if (rows.length === 0) return;
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insertInto(table)
        .values(rows.slice(start, start + 500) as never)
        .execute();
    }
  };
  return {
    insert,

    async hasTeam(organisationId: string, name: string) {
      const row = await db
        .selectFrom('teams')
        .select('id')
        .where('organisation_id', '=', organisationId)
        .where('name', '=', name)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertReturningId<T extends 'teams' | 'staff_locations' | 'transactions' | 'orders'>(
      table: T,
      row: Row<T>,
    ) {
      const inserted = await db
        .insertInto(table)
        .values(row as never)
        .returning(sql<string>`id`.as('id'))
        .executeTakeFirstOrThrow();
      return (inserted as { id: string }).id;
    },

    productPrices(organisationId: string) {
      return db
        .selectFrom('products')
        .select([
          'id',
          'code',
          'name',
          'price_cents',
          'has_amount',
          'min_amount_cents',
          'max_amount_cents',
        ])
        .where('organisation_id', '=', organisationId)
        .execute();
    },

    bookingServices(organisationId: string) {
      return db
        .selectFrom('booking_services')
        .innerJoin(
          'booking_service_branches',
          'booking_service_branches.service_id',
          'booking_services.id',
        )
        .select([
          'booking_services.id',
          'booking_services.duration_minutes',
          'booking_service_branches.branch_id',
        ])
        .where('booking_services.organisation_id', '=', organisationId)
        .orderBy('booking_services.name')
        .execute();
    },
  };
}
