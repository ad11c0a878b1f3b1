import { sql, type Kysely } from 'kysely';
import type { Booking, BookingListQuery, BookingStatus } from '@pamoja/contract/bookings';
import { fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';
import { nextDay } from '@pamoja/server-kit/nairobi-days';
import { nairobiInstant } from './nairobi-time';

/** Whose bookings a caller sees: the organisation's, or only their own when `memberId` is set. */
export interface BookingScope {
  organisationId: string;
  memberId: string | null;
}

function bookings(db: Kysely<MainDatabase>, scope: BookingScope) {
  let query = db
    .selectFrom('bookings as bk')
    .innerJoin('booking_services as s', 's.id', 'bk.service_id')
    .innerJoin('branches as br', 'br.id', 'bk.branch_id')
    .innerJoin('users as u', 'u.id', 'bk.member_id')
    .selectAll('bk')
    .select([
      's.name as service_name',
      's.capacity',
      'br.name as branch_name',
      'br.address as branch_address',
      'u.first_name',
      'u.last_name',
      'u.phone_number',
      'u.email',
    ])
    .where('bk.organisation_id', '=', scope.organisationId);
  if (scope.memberId) query = query.where('bk.member_id', '=', scope.memberId);
  return query;
}

export type BookingRow = Awaited<
  ReturnType<ReturnType<typeof bookings>['executeTakeFirstOrThrow']>
>;

export const toBooking = (row: BookingRow): Booking => ({
  id: row.id,
  organisationId: row.organisation_id,
  serviceId: row.service_id,
  serviceName: row.service_name,
  branchId: row.branch_id,
  branchName: row.branch_name,
  memberId: row.member_id,
  memberName: `${row.first_name} ${row.last_name}`,
  memberPhone: row.phone_number,
  status: row.status,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  notes: row.notes,
  reason: row.reason,
  rescheduledFrom: row.rescheduled_from,
  rescheduledTo: row.rescheduled_to,
  version: row.version,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** Bookings; every query is scoped to an organisation (and a member when asked). */
export function createBookingRepository(db: Kysely<MainDatabase>) {
  return {
    async list(scope: BookingScope, query: BookingListQuery) {
      let q = bookings(db, scope);
      if (query.status) q = q.where('bk.status', '=', query.status);
      if (query.branchId) q = q.where('bk.branch_id', '=', query.branchId);
      if (query.serviceId) q = q.where('bk.service_id', '=', query.serviceId);
      if (query.from) q = q.where('bk.starts_at', '>=', nairobiInstant(query.from, 0));
      if (query.to) q = q.where('bk.starts_at', '<', nairobiInstant(nextDay(query.to), 0));
      const page = await fetchPage(q.orderBy('bk.starts_at').orderBy('bk.id'), query);
      return { items: page.rows.map(toBooking), total: page.total };
    },

    find(scope: BookingScope, id: string) {
      return bookings(db, scope).where('bk.id', '=', id).executeTakeFirst();
    },

    /** Locks the booking row until the transaction ends (call inside one). */
    async lock(scope: BookingScope, id: string) {
      let query = db
        .selectFrom('bookings')
        .select(['id', 'status', 'version', 'member_id'])
        .where('organisation_id', '=', scope.organisationId)
        .where('id', '=', id);
      if (scope.memberId) query = query.where('member_id', '=', scope.memberId);
      return query.forUpdate().executeTakeFirst();
    },

    /**
     * Serialises every confirmation of one slot: a transaction-scoped advisory lock on the
     * service, branch and start, so the count that follows sees every confirmation before it.
     */
    async lockSlot(serviceId: string, branchId: string, startsAt: Date) {
      const key = `booking-slot:${serviceId}:${branchId}:${startsAt.toISOString()}`;
      await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
    },

    /** Bookings of the given statuses per start, among the starts of one service at one branch. */
    async countsByStart(serviceId: string, branchId: string, from: Date, to: Date) {
      const rows = await db
        .selectFrom('bookings')
        .select(['starts_at', 'status', (eb) => eb.fn.countAll<string | bigint>().as('n')])
        .where('service_id', '=', serviceId)
        .where('branch_id', '=', branchId)
        .where('starts_at', '>=', from)
        .where('starts_at', '<', to)
        .where('status', 'in', ['CONFIRMED', 'REQUESTED'])
        .groupBy(['starts_at', 'status'])
        .execute();
      return rows.map((row) => ({
        startsAt: row.starts_at.getTime(),
        status: row.status,
        count: Number(row.n),
      }));
    },

    /**
     * The member's own live booking (requested or confirmed) overlapping the given time, after
     * a lock on the member's bookings so two parallel requests cannot both pass the check.
     */
    async memberBusy(memberId: string, startsAt: Date, endsAt: Date) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`booking-member:${memberId}`}, 0))`.execute(
        db,
      );
      return db
        .selectFrom('bookings')
        .select(['id', 'starts_at'])
        .where('member_id', '=', memberId)
        .where('status', 'in', ['REQUESTED', 'CONFIRMED'])
        .where('starts_at', '<', endsAt)
        .where('ends_at', '>', startsAt)
        .executeTakeFirst();
    },

    async confirmedAt(serviceId: string, branchId: string, startsAt: Date) {
      const row = await db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<string | bigint>().as('n'))
        .where('service_id', '=', serviceId)
        .where('branch_id', '=', branchId)
        .where('starts_at', '=', startsAt)
        .where('status', '=', 'CONFIRMED')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async insert(values: {
      organisation_id: string;
      service_id: string;
      branch_id: string;
      member_id: string;
      starts_at: Date;
      ends_at: Date;
      notes: string | null;
      rescheduled_from?: string | null;
    }) {
      const { id } = await db
        .insertInto('bookings')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(
      id: string,
      changes: { status: BookingStatus; reason?: string | null; rescheduled_to?: string },
    ) {
      await db
        .updateTable('bookings')
        .set({ ...changes, version: (eb) => eb('version', '+', 1), updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
