import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import {
  at,
  bookingWorld,
  setStatus,
  testDb,
  upcoming,
  type BookingWorld,
} from './bookings-test-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** `count` REQUESTED bookings of one slot, straight in the database. */
async function requestsFor(world: BookingWorld, startsAt: string, count: number) {
  const db = await testDb();
  const rows = await db
    .insertInto('bookings')
    .values(
      Array.from({ length: count }, () => ({
        organisation_id: world.admin.organisation.id,
        service_id: world.service.id,
        branch_id: world.branch.id,
        member_id: world.member.userId,
        starts_at: new Date(startsAt),
        ends_at: new Date(Date.parse(startsAt) + 30 * 60_000),
        notes: null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Capacity holds whatever the concurrency. PGlite runs one query at a time, so the real proof
 * is the run with TEST_DATABASE_URL (PostgreSQL), where the 20 confirmations overlap.
 */
describe('parallel confirmations of one slot', () => {
  it.each([1, 3])(
    'confirm exactly %i of 20 requests for a slot of that capacity',
    async (capacity) => {
      const world = await bookingWorld(app, capacity);
      const startsAt = at(upcoming(3), '11:00');
      const ids = await requestsFor(world, startsAt, 20);
      const answers = await Promise.all(
        ids.map((id) =>
          setStatus(app, world.admin, id, { status: 'CONFIRMED', expectedStatus: 'REQUESTED' }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(capacity);
      expect(statuses.filter((s) => s === 409)).toHaveLength(20 - capacity);
      const refused = answers.filter((answer) => answer.statusCode === 409);
      expect(new Set(refused.map((answer) => answer.json().code))).toEqual(new Set(['SLOT_FULL']));

      const db = await testDb();
      const confirmed = await db
        .selectFrom('bookings')
        .select('id')
        .where('service_id', '=', world.service.id)
        .where('status', '=', 'CONFIRMED')
        .execute();
      expect(confirmed).toHaveLength(capacity);
      const slots = await call(
        app,
        world.member,
        'GET',
        `/bookings/availability?serviceId=${world.service.id}&branchId=${world.branch.id}&date=${upcoming(3)}`,
      );
      const slot = slots
        .json()
        .data.slots.find((s: { startsAt: string }) => s.startsAt === startsAt);
      expect(slot).toMatchObject({ capacity, remaining: 0, requested: 20 - capacity });
    },
  );
});
