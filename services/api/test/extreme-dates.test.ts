import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingWorld, type BookingWorld } from '../src/bookings/bookings-test-helpers';
import { buildTestApp } from './build-test-app';
import { call } from './call';

// Found by the fuzz (test/fuzz/api-fuzz.test.ts): a day in year 0, 9999-12-31 (whose next day
// has five digits) or one whose Nairobi midnight falls in year 0 passed validation and reached
// PostgreSQL as a 500. Days are now real calendar days from 1900 to 2999 (contract
// calendar-day.ts): anything else is a 400 that says what to send.
let app: FastifyInstance;
let world: BookingWorld;
beforeAll(async () => {
  app = await buildTestApp();
  world = await bookingWorld(app);
});
afterAll(() => app.close());

describe('a day outside the calendar the services keep', () => {
  it.each([
    ['GET', '/product-leads?from=0000-01-01', 'from'],
    ['GET', '/product-leads?to=9999-12-31', 'to'],
    ['GET', '/product-leads/report?startDate=0001-01-01&endDate=0001-01-02', 'startDate'],
    ['GET', '/product-leads/report?startDate=2026-02-30&endDate=2026-03-02', 'startDate'],
    ['GET', '/bookings/availability?serviceId={service}&branchId={branch}&date=9999-12-31', 'date'],
    ['GET', '/branches/{branch}/closed-days?from=0000-01-01', 'from'],
    ['POST', '/branches/{branch}/closed-days', 'date', { date: '0000-01-01', reason: 'Year zero' }],
    ['PUT', '/users/me', 'dateOfBirth', { dateOfBirth: '0000-01-01' }],
    ['GET', '/bookings?to=9999-12-31', 'to'],
  ] as const)('%s %s is a 400 naming %s', async (method, url, field, body?: object) => {
    const path = url.replace('{service}', world.service.id).replace('{branch}', world.branch.id);
    const response = await call(app, world.admin, method, path, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().details[0]).toEqual({
      path: field,
      message: expect.stringMatching(/^must be a date (such as 2026-01-31|like 1990-04-30)$/),
    });
  });

  it('POST /bookings at the very end of year 9999 is a 400 naming startsAt', async () => {
    const response = await book(app, world.member, {
      serviceId: world.service.id,
      branchId: world.branch.id,
      startsAt: '9999-12-31T23:59:58.972Z',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'startsAt', message: 'must be a date and time such as 2026-01-31T09:00:00+03:00' },
    ]);
  });

  it('still takes the first and last days of the range', async () => {
    const days = await call(
      app,
      world.admin,
      'GET',
      '/product-leads/report?startDate=1900-01-01&endDate=1900-01-02',
    );
    expect(days.statusCode).toBe(200);
    const open = await call(
      app,
      world.member,
      'GET',
      `/bookings/availability?serviceId=${world.service.id}&branchId=${world.branch.id}&date=2999-12-31`,
    );
    expect(open.statusCode).toBe(200);
  });
});
