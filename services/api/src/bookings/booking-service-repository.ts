import type { Kysely } from 'kysely';
import type { BookingService } from '@pamoja/contract/bookings';
import { fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

export interface ServiceColumns {
  name: string;
  description: string | null;
  duration_minutes: number;
  buffer_minutes: number;
  capacity: number;
  active: boolean;
}

/** Booking services of one organisation and the branches offering them. */
export function createBookingServiceRepository(db: Kysely<MainDatabase>) {
  // The service and its branches change together; inside a caller's transaction, in that one.
  const atomically = <T>(work: (trx: Kysely<MainDatabase>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  const base = (organisationId: string) =>
    db.selectFrom('booking_services').selectAll().where('organisation_id', '=', organisationId);
  type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

  async function withBranches(rows: Row[]): Promise<BookingService[]> {
    const ids = rows.map((row) => row.id);
    const links = ids.length
      ? await db
          .selectFrom('booking_service_branches as sb')
          .innerJoin('branches as b', 'b.id', 'sb.branch_id')
          .select(['sb.service_id', 'b.id', 'b.name'])
          .where('sb.service_id', 'in', ids)
          .orderBy('b.name')
          .execute()
      : [];
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      durationMinutes: row.duration_minutes,
      bufferMinutes: row.buffer_minutes,
      capacity: row.capacity,
      active: row.active,
      branches: links
        .filter((link) => link.service_id === row.id)
        .map((link) => ({ id: link.id, name: link.name })),
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    }));
  }

  return {
    async list(
      organisationId: string,
      filter: { branchId?: string | undefined; active?: boolean | undefined },
      page: { page: number; limit: number },
    ) {
      let query = base(organisationId);
      if (filter.active !== undefined) query = query.where('active', '=', filter.active);
      if (filter.branchId) {
        const offering = db
          .selectFrom('booking_service_branches')
          .select('service_id')
          .where('branch_id', '=', filter.branchId);
        query = query.where('id', 'in', offering);
      }
      const found = await fetchPage(query.orderBy('name').orderBy('id'), page);
      return { items: await withBranches(found.rows), total: found.total };
    },

    async find(organisationId: string, id: string): Promise<BookingService | undefined> {
      const row = await base(organisationId).where('id', '=', id).executeTakeFirst();
      return row && (await withBranches([row]))[0];
    },

    /** Which of `ids` are branches of the organisation. */
    async branchesOf(organisationId: string, ids: string[]) {
      const rows = await db
        .selectFrom('branches')
        .select('id')
        .where('organisation_id', '=', organisationId)
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    async offers(serviceId: string, branchId: string) {
      const row = await db
        .selectFrom('booking_service_branches')
        .select('branch_id')
        .where('service_id', '=', serviceId)
        .where('branch_id', '=', branchId)
        .executeTakeFirst();
      return Boolean(row);
    },

    create(organisationId: string, columns: ServiceColumns, branchIds: string[]) {
      return atomically(async (trx) => {
        const { id } = await trx
          .insertInto('booking_services')
          .values({ organisation_id: organisationId, ...columns })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('booking_service_branches')
          .values(
            branchIds.map((branch_id) => ({
              organisation_id: organisationId,
              service_id: id,
              branch_id,
            })),
          )
          .execute();
        return id;
      });
    },

    update(
      organisationId: string,
      id: string,
      columns: Partial<ServiceColumns>,
      branchIds: string[] | undefined,
    ) {
      return atomically(async (trx) => {
        const result = await trx
          .updateTable('booking_services')
          .set({ ...columns, updated_at: new Date() })
          .where('organisation_id', '=', organisationId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        if (branchIds) {
          await trx.deleteFrom('booking_service_branches').where('service_id', '=', id).execute();
          await trx
            .insertInto('booking_service_branches')
            .values(
              branchIds.map((branch_id) => ({
                organisation_id: organisationId,
                service_id: id,
                branch_id,
              })),
            )
            .execute();
        }
        return true;
      });
    },

    async hasBookings(id: string) {
      const row = await db
        .selectFrom('bookings')
        .select('id')
        .where('service_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      return Boolean(row);
    },

    async remove(organisationId: string, id: string) {
      await db
        .deleteFrom('booking_services')
        .where('organisation_id', '=', organisationId)
        .where('id', '=', id)
        .execute();
    },
  };
}
