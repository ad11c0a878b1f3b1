import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { call } from '../../test/call';
import { signedInWithRole, type Actor } from '../../test/organisation-helpers';
import { scopeMainDatabase } from '../db/migrate';
import { nairobiDay, nextDay } from '@pamoja/server-kit/nairobi-days';
import { isoWeekday, nairobiInstant } from './nairobi-time';

export const testDb = async () => scopeMainDatabase((await sharedTestDatabase()).db);

/** The first Nairobi day with this ISO weekday at least `ahead` days from today. */
export function upcoming(weekday: number, ahead = 2): string {
  let day = nairobiDay(new Date());
  for (let i = 0; i < ahead; i += 1) day = nextDay(day);
  while (isoWeekday(day) !== weekday) day = nextDay(day);
  return day;
}

/** `HH:MM` on a Nairobi day, as the ISO instant a client sends. */
export const at = (day: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return nairobiInstant(day, h * 60 + m).toISOString();
};

export async function created(app: FastifyInstance, who: Actor, url: string, payload: object) {
  const response = await call(app, who, 'POST', url, payload);
  if (response.statusCode !== 201) throw new Error(`POST ${url} failed: ${response.body}`);
  return response.json().data as { id: string; name: string };
}

/**
 * An organisation that takes bookings: an ADMIN, an AGENT, two MEMBERs, a branch offering a
 * 30-minute service with a 15-minute buffer (capacity `capacity`), and a second branch that
 * does not offer it.
 */
export async function bookingWorld(app: FastifyInstance, capacity = 1) {
  const admin = await signedInWithRole(app, 'ADMIN');
  const agent = await signedInWithRole(app, 'AGENT', admin.organisation);
  const member = await signedInWithRole(app, 'MEMBER', admin.organisation);
  const otherMember = await signedInWithRole(app, 'MEMBER', admin.organisation);
  const tag = randomUUID().slice(0, 8);
  const branch = await created(app, admin, '/branches', { name: `Kisumu ${tag}` });
  const otherBranch = await created(app, admin, '/branches', { name: `Nakuru ${tag}` });
  const service = await created(app, admin, '/booking-services', {
    name: `Loan advice ${tag}`,
    durationMinutes: 30,
    bufferMinutes: 15,
    capacity,
    branchIds: [branch.id],
  });
  return { admin, agent, member, otherMember, branch, otherBranch, service };
}
export type BookingWorld = Awaited<ReturnType<typeof bookingWorld>>;

/** `POST bookings` with a fresh (or the given) Idempotency-Key. */
export const book = (
  app: FastifyInstance,
  who: Actor,
  payload: object,
  key: string = randomUUID(),
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { ...who.headers, 'idempotency-key': key },
    payload,
  });

/** A REQUESTED booking of `member` at `startsAt`, through the API. */
export async function requested(
  app: FastifyInstance,
  world: BookingWorld,
  startsAt: string,
  member: Actor = world.member,
) {
  const response = await book(app, member, {
    serviceId: world.service.id,
    branchId: world.branch.id,
    startsAt,
  });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
  return response.json().data as { id: string; version: number; status: string };
}

export const setStatus = (app: FastifyInstance, who: Actor, id: string, payload: object) =>
  call(app, who, 'PUT', `/bookings/${id}/status`, payload);
