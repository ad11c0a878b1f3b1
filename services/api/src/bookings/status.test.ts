import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TRANSITIONS, bookingStatuses } from '@pamoja/contract/bookings';
import { buildTestApp } from '../../test/build-test-app';
import {
  at,
  bookingWorld,
  requested,
  setStatus,
  testDb,
  upcoming,
  type BookingWorld,
} from './bookings-test-helpers';
import { messagesTo } from '../../test/booking-fixture';
import { reminderKey } from './reminder-worker';

let app: FastifyInstance;
let world: BookingWorld;
beforeAll(async () => {
  app = await buildTestApp();
  world = await bookingWorld(app, 5);
});
afterAll(() => app.close());

let minute = 0;
/** A fresh REQUESTED booking on its own slot of the coming Wednesday or Thursday. */
async function fresh() {
  const index = minute++;
  const day = upcoming(index < 12 ? 3 : 4);
  const time = 480 + (index % 12) * 45;
  const hhmm = `${String(Math.floor(time / 60)).padStart(2, '0')}:${String(time % 60).padStart(2, '0')}`;
  return requested(app, world, at(day, hhmm));
}

async function reminder(bookingId: string) {
  const db = await testDb();
  return db
    .selectFrom('jobs')
    .select(['status', 'run_at'])
    .where('key', '=', reminderKey(bookingId))
    .executeTakeFirst();
}

describe('PUT bookings/{id}/status', () => {
  it('lets staff confirm, answers the updated booking and schedules the reminder 24 hours before', async () => {
    const booking = await fresh();
    const response = await setStatus(app, world.agent, booking.id, {
      status: 'CONFIRMED',
      expectedStatus: 'REQUESTED',
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ id: booking.id, status: 'CONFIRMED', version: 2 });
    expect(response.json().message).toBe('Booking confirmed.');
    const job = await reminder(booking.id);
    expect(job?.status).toBe('PENDING');
    expect(job?.run_at.getTime()).toBe(Date.parse(data.startsAt) - 24 * 3_600_000);
    const texts = await messagesTo(world.member.session.userData.phoneNumber, 'BOOKING_CONFIRMED');
    expect(texts.length).toBeGreaterThan(0);
  });

  it('answers 409 when the booking is no longer in the status the caller saw', async () => {
    const booking = await fresh();
    await setStatus(app, world.admin, booking.id, { status: 'CONFIRMED' });
    const late = await setStatus(app, world.agent, booking.id, {
      status: 'DECLINED',
      reason: 'No advisor that day',
      expectedStatus: 'REQUESTED',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('BOOKING_CHANGED');
    const byVersion = await setStatus(app, world.admin, booking.id, {
      status: 'COMPLETED',
      version: 1,
    });
    expect(byVersion.statusCode).toBe(409);
  });

  it('refuses every change not in the table with 422', async () => {
    const booking = await fresh();
    const allowed = BOOKING_TRANSITIONS.REQUESTED;
    for (const status of bookingStatuses.filter((s) => !allowed.includes(s))) {
      const response = await setStatus(app, world.admin, booking.id, {
        status,
        reason: 'Because',
        startsAt: at(upcoming(5), '08:00'),
      });
      expect(response.statusCode, status).toBe(422);
      expect(response.json().code).toBe('TRANSITION_NOT_ALLOWED');
    }
  });

  it('needs a reason to decline or cancel (400)', async () => {
    const booking = await fresh();
    for (const status of ['DECLINED', 'CANCELLED']) {
      const response = await setStatus(app, world.admin, booking.id, { status });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].path).toBe('reason');
    }
  });

  it('lets only the member cancel their own, and only staff do the rest', async () => {
    const booking = await fresh();
    expect(
      (await setStatus(app, world.member, booking.id, { status: 'CONFIRMED' })).statusCode,
    ).toBe(403);
    const byStaff = await setStatus(app, world.admin, booking.id, {
      status: 'CANCELLED',
      reason: 'Closed',
    });
    expect(byStaff.statusCode).toBe(403);
    const byOther = await setStatus(app, world.otherMember, booking.id, {
      status: 'CANCELLED',
      reason: 'Mine?',
    });
    expect(byOther.statusCode).toBe(404);
    await setStatus(app, world.admin, booking.id, { status: 'CONFIRMED' });
    const cancelled = await setStatus(app, world.member, booking.id, {
      status: 'CANCELLED',
      reason: 'I found another time',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'CANCELLED',
      reason: 'I found another time',
    });
    expect((await reminder(booking.id))?.status).toBe('CANCELLED');
    expect(await messagesTo(world.member.person.email, 'BOOKING_CANCELLED')).not.toHaveLength(0);
  });

  it('declines with the reason, and completes or marks no-show a confirmed booking', async () => {
    const declined = await setStatus(app, world.admin, (await fresh()).id, {
      status: 'DECLINED',
      reason: 'No advisor that day',
    });
    expect(declined.json().data).toMatchObject({
      status: 'DECLINED',
      reason: 'No advisor that day',
    });
    for (const status of ['COMPLETED', 'NO_SHOW']) {
      const booking = await fresh();
      await setStatus(app, world.admin, booking.id, { status: 'CONFIRMED' });
      const done = await setStatus(app, world.agent, booking.id, {
        status,
        expectedStatus: 'CONFIRMED',
      });
      expect(done.json().data.status).toBe(status);
    }
  });

  it('reschedules into a new REQUESTED booking linked both ways, dropping the reminder', async () => {
    const booking = await fresh();
    await setStatus(app, world.admin, booking.id, { status: 'CONFIRMED' });
    const newStart = at(upcoming(5), '14:00');
    const noTime = await setStatus(app, world.admin, booking.id, { status: 'RESCHEDULED' });
    expect(noTime.statusCode).toBe(400);
    const offGrid = await setStatus(app, world.admin, booking.id, {
      status: 'RESCHEDULED',
      startsAt: at(upcoming(5), '14:05'),
    });
    expect(offGrid.statusCode).toBe(422);
    expect(offGrid.json().code).toBe('SLOT_NOT_OFFERED');
    const moved = await setStatus(app, world.admin, booking.id, {
      status: 'RESCHEDULED',
      startsAt: newStart,
      reason: 'Advisor away',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const old = moved.json().data;
    expect(old).toMatchObject({ status: 'RESCHEDULED', rescheduledFrom: null });
    const next = await app.inject({
      url: `/api/v1/bookings/${old.rescheduledTo}`,
      headers: world.member.headers,
    });
    expect(next.json().data).toMatchObject({
      status: 'REQUESTED',
      startsAt: newStart,
      rescheduledFrom: booking.id,
      memberId: world.member.userId,
    });
    expect((await reminder(booking.id))?.status).toBe('CANCELLED');
  });
});
