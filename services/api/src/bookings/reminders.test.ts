import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@pamoja/server-kit/config';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp } from '../../test/build-test-app';
import { buildApp } from '../app';
import type { BookingsModule } from './bookings-module';
import {
  at,
  bookingWorld,
  requested,
  setStatus,
  upcoming,
  type BookingWorld,
} from './bookings-test-helpers';
import { messagesTo } from '../../test/booking-fixture';

/** Another instance of the main service over the same database, as after a restart. */
async function restarted() {
  let bookings: BookingsModule | undefined;
  const app = await buildApp({
    db: (await sharedTestDatabase()).db,
    config: loadConfig({ NODE_ENV: 'test' }),
    logger: false,
    startWorkers: false,
    exposeBookings: (exposed) => (bookings = exposed),
  });
  await app.ready();
  if (!bookings) throw new Error('bookings were not exposed');
  return { app, reminders: bookings.reminders };
}

let app: FastifyInstance;
let world: BookingWorld;
beforeAll(async () => {
  app = await buildTestApp();
  world = await bookingWorld(app, 2);
});
afterAll(() => app.close());

describe('booking reminders', () => {
  it('sends one reminder 24 hours before, across a restart and two workers', async () => {
    const startsAt = at(upcoming(3), '09:30');
    const booking = await requested(app, world, startsAt);
    await setStatus(app, world.admin, booking.id, { status: 'CONFIRMED' });
    await app.close();

    const first = await restarted();
    const second = await restarted();
    const early = new Date(Date.parse(startsAt) - 25 * 3_600_000);
    await first.reminders.runOnce(early);
    expect(await messagesTo(world.member.person.email, 'BOOKING_REMINDER')).toHaveLength(0);

    const due = new Date(Date.parse(startsAt) - 23 * 3_600_000);
    await Promise.all([first.reminders.runOnce(due), second.reminders.runOnce(due)]);
    await first.reminders.runOnce(due);
    const emails = await messagesTo(world.member.person.email, 'BOOKING_REMINDER');
    const texts = await messagesTo(world.member.session.userData.phoneNumber, 'BOOKING_REMINDER');
    expect(emails).toHaveLength(1);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toContain('09:30');
    await first.app.close();
    await second.app.close();
    app = await buildTestApp();
  });

  it('sends none for a booking cancelled before its reminder', async () => {
    const startsAt = at(upcoming(4), '10:15');
    const booking = await requested(app, world, startsAt, world.otherMember);
    await setStatus(app, world.admin, booking.id, { status: 'CONFIRMED' });
    await setStatus(app, world.otherMember, booking.id, {
      status: 'CANCELLED',
      reason: 'Travelling',
    });
    const { app: other, reminders } = await restarted();
    await reminders.runOnce(new Date(Date.parse(startsAt) - 23 * 3_600_000));
    expect(await messagesTo(world.otherMember.person.email, 'BOOKING_REMINDER')).toHaveLength(0);
    await other.close();
  });
});
