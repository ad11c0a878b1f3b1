import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { at, bookingWorld, upcoming, type BookingWorld } from './bookings-test-helpers';
import { slotsOfDay } from './slots';

let app: FastifyInstance;
let world: BookingWorld;
beforeAll(async () => {
  app = await buildTestApp();
  world = await bookingWorld(app);
});
afterAll(() => app.close());

const slots = (
  date: string,
  who = world.member,
  serviceId = world.service.id,
  branchId = world.branch.id,
) =>
  call(
    app,
    who,
    'GET',
    `/bookings/availability?serviceId=${serviceId}&branchId=${branchId}&date=${date}`,
  );

describe('availability', () => {
  it('fills Mon–Fri 08:00–17:00 with duration + buffer steps', async () => {
    const day = upcoming(3);
    const response = await slots(day);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ date: day, timeZone: 'Africa/Nairobi', closed: false });
    // 45-minute steps from 08:00: the last start whose 30 + 15 minutes end by 17:00 is 16:15.
    expect(data.slots).toHaveLength(12);
    expect(data.slots[0]).toEqual({
      startsAt: at(day, '08:00'),
      endsAt: at(day, '08:30'),
      capacity: 1,
      remaining: 1,
      requested: 0,
    });
    expect(data.slots[1].startsAt).toBe(at(day, '08:45'));
    expect(data.slots.at(-1).startsAt).toBe(at(day, '16:15'));
  });

  it('keeps Saturday to 09:00–13:00 and Sunday closed', async () => {
    const saturday = (await slots(upcoming(6))).json().data;
    expect(saturday.slots.map((s: { startsAt: string }) => s.startsAt)).toEqual(
      ['09:00', '09:45', '10:30', '11:15', '12:00'].map((time) => at(upcoming(6), time)),
    );
    const sunday = (await slots(upcoming(7))).json().data;
    expect(sunday).toMatchObject({ closed: true, slots: [] });
  });

  it('follows the branch’s own hours and closed days', async () => {
    const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
      weekday === 2
        ? { weekday, closed: false, opensAt: '10:00', closesAt: '11:30' }
        : { weekday, closed: true },
    );
    const set = await call(app, world.admin, 'PUT', `/branches/${world.branch.id}/opening-hours`, {
      days,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ custom: true });
    const tuesday = upcoming(2);
    expect(
      (await slots(tuesday)).json().data.slots.map((s: { startsAt: string }) => s.startsAt),
    ).toEqual([at(tuesday, '10:00'), at(tuesday, '10:45')]);
    expect((await slots(upcoming(3))).json().data).toMatchObject({ closed: true, slots: [] });

    const closed = await call(
      app,
      world.admin,
      'POST',
      `/branches/${world.branch.id}/closed-days`,
      {
        date: tuesday,
        reason: 'Public holiday',
      },
    );
    expect(closed.statusCode, closed.body).toBe(201);
    expect((await slots(tuesday)).json().data).toMatchObject({ closed: true, slots: [] });
    const listed = await call(app, world.member, 'GET', `/branches/${world.branch.id}/closed-days`);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ date: tuesday, reason: 'Public holiday' }),
    ]);
    const again = await call(app, world.admin, 'POST', `/branches/${world.branch.id}/closed-days`, {
      date: tuesday,
    });
    expect(again.statusCode).toBe(409);
    await call(
      app,
      world.admin,
      'DELETE',
      `/branches/${world.branch.id}/closed-days/${closed.json().data.id}`,
    );
    expect((await slots(tuesday)).json().data.slots).toHaveLength(2);

    const reset = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
      weekday === 7
        ? { weekday, closed: true }
        : {
            weekday,
            opensAt: weekday === 6 ? '09:00' : '08:00',
            closesAt: weekday === 6 ? '13:00' : '17:00',
          },
    );
    await call(app, world.admin, 'PUT', `/branches/${world.branch.id}/opening-hours`, {
      days: reset,
    });
  });

  it('offers nothing within 2 hours of now', () => {
    const day = '2026-03-04'; // a Wednesday
    const now = new Date(at(day, '09:10'));
    const starts = slotsOfDay(
      day,
      { opensMinute: 480, closesMinute: 1020 },
      { durationMinutes: 30, bufferMinutes: 15 },
      now,
    ).map((s) => s.startsAt.toISOString());
    // The grid is 08:00, 08:45 … 11:00, 11:45; 11:10 is the earliest allowed start.
    expect(starts[0]).toBe(at(day, '11:45'));
    expect(starts).toHaveLength(7);
  });

  it('refuses an unknown service or branch (404), a branch not offering it (422), a bad date (400)', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const day = upcoming(3);
    expect((await slots(day, world.member, unknown)).statusCode).toBe(404);
    expect((await slots(day, world.member, world.service.id, unknown)).statusCode).toBe(404);
    const elsewhere = await slots(day, world.member, world.service.id, world.otherBranch.id);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().code).toBe('SERVICE_NOT_AT_BRANCH');
    for (const bad of ['2026-02-30', 'tomorrow', '']) {
      const response = await slots(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('shows opening hours to members and lets only admins change them', async () => {
    const read = await call(app, world.member, 'GET', `/branches/${world.branch.id}/opening-hours`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.days[0]).toEqual({
      weekday: 1,
      closed: false,
      opensAt: '08:00',
      closesAt: '17:00',
    });
    const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, closed: true }));
    expect(
      (await call(app, world.member, 'PUT', `/branches/${world.branch.id}/opening-hours`, { days }))
        .statusCode,
    ).toBe(403);
    const backwards = await call(
      app,
      world.admin,
      'PUT',
      `/branches/${world.branch.id}/opening-hours`,
      {
        days: days.map((d) =>
          d.weekday === 1 ? { weekday: 1, opensAt: '17:00', closesAt: '08:00' } : d,
        ),
      },
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].path).toBe('days.0.closesAt');
  });
});
