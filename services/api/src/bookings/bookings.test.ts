import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { signedInWithRole } from '../../test/organisation-helpers';
import {
  at,
  book,
  bookingWorld,
  requested,
  setStatus,
  testDb,
  upcoming,
  type BookingWorld,
} from './bookings-test-helpers';
import { messagesTo } from '../../test/booking-fixture';

let app: FastifyInstance;
let world: BookingWorld;
beforeAll(async () => {
  app = await buildTestApp();
  world = await bookingWorld(app);
});
afterAll(() => app.close());

const slot = (time: string, day = upcoming(4)) => ({
  serviceId: world.service.id,
  branchId: world.branch.id,
  startsAt: at(day, time),
});

describe('POST bookings', () => {
  it('requests an offered slot: 201 REQUESTED, cleaned notes, the member told', async () => {
    const response = await book(app, world.member, {
      ...slot('09:30'),
      notes: '  <b>Bring</b> my payslips  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      status: 'REQUESTED',
      serviceName: world.service.name,
      branchName: world.branch.name,
      memberId: world.member.userId,
      notes: 'Bring my payslips',
      startsAt: at(upcoming(4), '09:30'),
      endsAt: at(upcoming(4), '10:00'),
      version: 1,
      rescheduledFrom: null,
    });
    const sms = await messagesTo(world.member.session.userData.phoneNumber, 'BOOKING_REQUESTED');
    expect(sms.length).toBeGreaterThan(0);
    expect(await messagesTo(world.member.person.email, 'BOOKING_REQUESTED')).not.toHaveLength(0);
  });

  it('answers a retry with the same Idempotency-Key once, without a second booking', async () => {
    const key = randomUUID();
    const first = await book(app, world.member, slot('10:15'), key);
    const again = await book(app, world.member, slot('10:15'), key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    const db = await testDb();
    const rows = await db
      .selectFrom('bookings')
      .select('id')
      .where('member_id', '=', world.member.userId)
      .where('starts_at', '=', new Date(at(upcoming(4), '10:15')))
      .execute();
    expect(rows).toHaveLength(1);
    expect((await book(app, world.member, slot('11:00'), key)).statusCode).toBe(422);
    expect((await book(app, world.member, slot('11:00'), '')).statusCode).toBe(400);
  });

  it.each([
    ['outside opening hours', () => slot('07:15'), 'SLOT_NOT_OFFERED'],
    ['off the grid of slots', () => slot('08:10'), 'SLOT_NOT_OFFERED'],
    ['past closing time', () => slot('16:45'), 'SLOT_NOT_OFFERED'],
    ['on a Sunday', () => slot('09:00', upcoming(7)), 'BRANCH_CLOSED'],
    [
      'in the past',
      () => ({ ...slot('08:00'), startsAt: new Date(Date.now() - 3_600_000).toISOString() }),
      'SLOT_IN_PAST',
    ],
    [
      'under the 2-hour notice',
      () => ({ ...slot('08:00'), startsAt: new Date(Date.now() + 3_600_000).toISOString() }),
      'SLOT_TOO_SOON',
    ],
    [
      'at a branch not offering it',
      () => ({ ...slot('08:00'), branchId: world.otherBranch.id }),
      'SERVICE_NOT_AT_BRANCH',
    ],
  ])('refuses a slot %s with 422', async (_case, body, code) => {
    const response = await book(app, world.member, body());
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code, statusCode: 422 });
  });

  it('refuses a member a second live booking overlapping the first, even in parallel', async () => {
    const tries = await Promise.all([1, 2, 3].map(() => book(app, world.member, slot('14:00'))));
    expect(tries.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const refused = tries.find((response) => response.statusCode === 409)!;
    expect(refused.json().code).toBe('BOOKING_OVERLAPS');
    // Once the first is cancelled the time is free for them again.
    const first = tries.find((response) => response.statusCode === 201)!.json().data;
    const cancelled = await setStatus(app, world.member, first.id, {
      status: 'CANCELLED',
      version: first.version,
      reason: 'Booked twice by mistake',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await book(app, world.member, slot('14:00'))).statusCode).toBe(201);
  });

  it('refuses a full slot with 422 SLOT_FULL', async () => {
    const first = await requested(app, world, slot('12:30').startsAt);
    const confirmed = await setStatus(app, world.admin, first.id, { status: 'CONFIRMED' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const response = await book(app, world.otherMember, slot('12:30'));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('SLOT_FULL');
    const listed = await call(
      app,
      world.member,
      'GET',
      `/bookings/availability?serviceId=${world.service.id}&branchId=${world.branch.id}&date=${upcoming(4)}`,
    );
    const full = listed
      .json()
      .data.slots.find((s: { startsAt: string }) => s.startsAt === slot('12:30').startsAt);
    expect(full).toMatchObject({ remaining: 0, capacity: 1 });
  });

  it('refuses unknown services and branches (404) and bad bodies (400)', async () => {
    const unknown = randomUUID();
    expect(
      (await book(app, world.member, { ...slot('08:00'), serviceId: unknown })).statusCode,
    ).toBe(404);
    expect(
      (await book(app, world.member, { ...slot('08:00'), branchId: unknown })).statusCode,
    ).toBe(404);
    const long = await book(app, world.member, { ...slot('08:00'), notes: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].path).toBe('notes');
    const noZone = await book(app, world.member, {
      ...slot('08:00'),
      startsAt: '2026-03-04 09:00',
    });
    expect(noZone.statusCode).toBe(400);
  });
});

describe('GET bookings', () => {
  it('shows members their own only, staff the whole organisation, paged by 10', async () => {
    const day = upcoming(5);
    const mine = await requested(app, world, at(day, '08:00'));
    const theirs = await requested(app, world, at(day, '08:45'), world.otherMember);
    const list = async (who: typeof world.member, query = `from=${day}&to=${day}`) => {
      const response = await call(app, who, 'GET', `/bookings?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { id: string }[]; pagination: object };
    };
    expect((await list(world.member)).data.map((b) => b.id)).toEqual([mine.id]);
    for (const staff of [world.admin, world.agent]) {
      const seen = await list(staff);
      expect(seen.data.map((b) => b.id)).toEqual([mine.id, theirs.id]);
      expect(seen.pagination).toEqual({ page: 1, limit: 10, total: 2 });
    }
    expect((await list(world.admin, `from=${day}&to=${day}&status=CONFIRMED`)).data).toEqual([]);
    expect(
      (await list(world.admin, `serviceId=${world.service.id}&limit=1`)).pagination,
    ).toMatchObject({ limit: 1 });
    expect((await call(app, world.member, 'GET', `/bookings/${theirs.id}`)).statusCode).toBe(404);
    const own = await call(app, world.member, 'GET', `/bookings/${mine.id}`);
    expect(own.json().data).toMatchObject({
      memberName: expect.stringContaining('Achieng'),
      memberPhone: expect.stringMatching(/^254/),
    });
    expect(
      (await call(app, world.admin, 'GET', `/bookings?from=${day}&to=2020-01-01`)).statusCode,
    ).toBe(400);
  });

  it('hides another organisation’s bookings (404)', async () => {
    const outsider = await signedInWithRole(app, 'ADMIN');
    const booking = await requested(app, world, at(upcoming(5), '09:30'));
    expect((await call(app, outsider, 'GET', `/bookings/${booking.id}`)).statusCode).toBe(404);
    const change = await setStatus(app, outsider, booking.id, { status: 'CONFIRMED' });
    expect(change.statusCode).toBe(404);
    expect(
      (await call(app, outsider, 'GET', `/bookings/${booking.id}/calendar.ics`)).statusCode,
    ).toBe(404);
    const listed = await call(app, outsider, 'GET', '/bookings');
    expect(listed.json().data).toEqual([]);
  });
});
