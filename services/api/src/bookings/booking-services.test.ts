import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { signedInWithRole } from '../../test/organisation-helpers';
import { at, bookingWorld, requested, upcoming, type BookingWorld } from './bookings-test-helpers';

let app: FastifyInstance;
let world: BookingWorld;
beforeAll(async () => {
  app = await buildTestApp();
  world = await bookingWorld(app);
});
afterAll(() => app.close());

const body = (extra: object = {}) => ({
  name: `Savings talk ${randomUUID().slice(0, 6)}`,
  durationMinutes: 60,
  branchIds: [world.branch.id, world.otherBranch.id],
  ...extra,
});

describe('booking services', () => {
  it('lets admins create, change and list them; members read the active ones only', async () => {
    const created = await call(
      app,
      world.admin,
      'POST',
      '/booking-services',
      body({ description: 'Plans' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json().data;
    expect(service).toMatchObject({
      durationMinutes: 60,
      bufferMinutes: 0,
      capacity: 1,
      active: true,
    });
    expect(service.branches.map((b: { id: string }) => b.id).sort()).toEqual(
      [world.branch.id, world.otherBranch.id].sort(),
    );
    const changed = await call(app, world.admin, 'PUT', `/booking-services/${service.id}`, {
      active: false,
      capacity: 4,
      branchIds: [world.otherBranch.id],
    });
    expect(changed.json().data).toMatchObject({
      active: false,
      capacity: 4,
      branches: [{ id: world.otherBranch.id }],
    });
    const memberList = (await call(app, world.member, 'GET', '/booking-services')).json().data;
    expect(memberList.map((s: { id: string }) => s.id)).not.toContain(service.id);
    expect(memberList.map((s: { id: string }) => s.id)).toContain(world.service.id);
    expect(
      (await call(app, world.member, 'GET', `/booking-services/${service.id}`)).statusCode,
    ).toBe(404);
    const adminList = (await call(app, world.admin, 'GET', '/booking-services?active=false')).json()
      .data;
    expect(adminList.map((s: { id: string }) => s.id)).toEqual([service.id]);
    const atBranch = (
      await call(app, world.admin, 'GET', `/booking-services?branchId=${world.branch.id}`)
    ).json().data;
    expect(atBranch.map((s: { id: string }) => s.id)).toEqual([world.service.id]);
  });

  it('refuses members, bad numbers, duplicate names and another organisation’s branches', async () => {
    expect((await call(app, world.member, 'POST', '/booking-services', body())).statusCode).toBe(
      403,
    );
    expect((await call(app, world.agent, 'POST', '/booking-services', body())).statusCode).toBe(
      403,
    );
    for (const bad of [
      { durationMinutes: 4 },
      { durationMinutes: 481 },
      { bufferMinutes: 121 },
      { capacity: 0 },
      { capacity: 101 },
      { branchIds: [] },
    ]) {
      const response = await call(app, world.admin, 'POST', '/booking-services', body(bad));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const taken = await call(
      app,
      world.admin,
      'POST',
      '/booking-services',
      body({ name: world.service.name.toUpperCase() }),
    );
    expect(taken.statusCode).toBe(409);
    const outsider = await signedInWithRole(app, 'ADMIN');
    const foreign = await call(
      app,
      outsider,
      'POST',
      '/booking-services',
      body({ branchIds: [world.branch.id] }),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('deletes an unbooked service and only deactivates a booked one', async () => {
    const spare = (await call(app, world.admin, 'POST', '/booking-services', body())).json().data;
    const gone = await call(app, world.admin, 'DELETE', `/booking-services/${spare.id}`);
    expect(gone.json().message).toBe('Booking service deleted.');
    expect((await call(app, world.admin, 'GET', `/booking-services/${spare.id}`)).statusCode).toBe(
      404,
    );

    await requested(app, world, at(upcoming(3), '08:00'));
    const kept = await call(app, world.admin, 'DELETE', `/booking-services/${world.service.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().message).toContain('deactivated');
    const after = await call(app, world.admin, 'GET', `/booking-services/${world.service.id}`);
    expect(after.json().data.active).toBe(false);
    const closed = await call(
      app,
      world.member,
      'GET',
      `/bookings/availability?serviceId=${world.service.id}&branchId=${world.branch.id}&date=${upcoming(3)}`,
    );
    expect(closed.statusCode).toBe(404);
  });
});
