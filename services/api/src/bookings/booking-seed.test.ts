import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { bearer, login } from '../../test/identity-helpers';
import { DEMO_PASSWORD, seedDemoData } from '../seed/demo-seed';
import { DEMO_BOOKING_BRANCH, DEMO_BOOKING_SERVICES } from './booking-seed';
import { testDb, upcoming } from './bookings-test-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('demo booking services', () => {
  it('lets the demo member book at once, and seeds them only once', async () => {
    await seedDemoData(await testDb());
    await seedDemoData(await testDb());
    const member = await login(app, 'member@pamoja.test', DEMO_PASSWORD);
    const headers = { ...bearer(member), 'x-organization': member.userData.organisations[0]!.id };
    const services = await app.inject({ url: '/api/v1/booking-services', headers });
    const data = services.json().data as {
      id: string;
      name: string;
      branches: { id: string; name: string }[];
    }[];
    expect(data.map((s) => s.name).sort()).toEqual(DEMO_BOOKING_SERVICES.map((s) => s.name).sort());
    const [first] = data;
    expect(first?.branches.map((b) => b.name)).toEqual([DEMO_BOOKING_BRANCH]);
    const slots = await app.inject({
      url: `/api/v1/bookings/availability?serviceId=${first?.id}&branchId=${first?.branches[0]?.id}&date=${upcoming(2)}`,
      headers,
    });
    expect(slots.json().data.slots.length).toBeGreaterThan(0);
  });
});
