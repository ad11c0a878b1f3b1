import type { FastifyInstance } from 'fastify';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { at, created, upcoming } from '../src/bookings/bookings-test-helpers';
import { scopeMainDatabase } from '../src/db/migrate';
import type { Actor } from './organisation-helpers';

const testDb = async () => scopeMainDatabase((await sharedTestDatabase()).db);

/** Messages of one purpose sent to a recipient, straight from the outbox. */
export async function messagesTo(recipient: string, purpose: string) {
  const db = await testDb();
  return db
    .selectFrom('outbox_messages')
    .select(['channel', 'body'])
    .where('recipient', '=', recipient)
    .where('purpose', '=', purpose)
    .execute();
}

/**
 * What organisation B has of bookings for the tenant-isolation test: a service at its branch, a
 * closed day and a member's booking (straight in the database).
 */
export async function bookingsOfB(
  app: FastifyInstance,
  adminB: Actor,
  memberId: string,
  branchId: string,
) {
  const service = await created(app, adminB, '/booking-services', {
    name: 'Service B',
    durationMinutes: 30,
    branchIds: [branchId],
  });
  const closedDay = await created(app, adminB, `/branches/${branchId}/closed-days`, {
    date: upcoming(1, 20),
    reason: 'Closed B',
  });
  const startsAt = new Date(at(upcoming(3), '08:00'));
  const db = await testDb();
  const booking = await db
    .insertInto('bookings')
    .values({
      organisation_id: adminB.organisation.id,
      service_id: service.id,
      branch_id: branchId,
      member_id: memberId,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 30 * 60_000),
      notes: 'Notes B',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { bookingService: service.id, closedDay: closedDay.id, booking: booking.id };
}

/** Every booking row of one organisation, in a fixed order. */
export async function snapshotBookings(organisationId: string) {
  const db = await testDb();
  const [bookings, services, closedDays, links, hours] = await Promise.all([
    db
      .selectFrom('bookings')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('booking_services')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('branch_closed_days')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('booking_service_branches')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('service_id')
      .orderBy('branch_id')
      .execute(),
    db
      .selectFrom('branch_opening_hours')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('branch_id')
      .orderBy('weekday')
      .execute(),
  ]);
  return { bookings, services, closedDays, links, hours };
}
