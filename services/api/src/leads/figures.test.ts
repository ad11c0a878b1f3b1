import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call, type Caller } from '../../test/call';
import { createLeadRepository } from './lead-repository';
import { leadBusiness, leadIn, testDb, type LeadBusiness } from './leads-test-helpers';

let app: FastifyInstance;
let world: LeadBusiness;
let elsewhere: LeadBusiness;

/**
 * A known data set (times in UTC; Nairobi is UTC+3):
 * one  agent,      NEW,        KES 1,000,    2026-03-10 21:30 (Nairobi 03-11)
 * two  agent,      DISPATCHED, KES 3,000,    2026-03-10 10:00 (approved 03-11, dispatched 03-12)
 * three agent,     DISPATCHED, no amount,    2026-03-11 10:00 (dispatched twice on 03-12)
 * four otherAgent, REJECTED,   KES 2,500.01, 2026-03-11 12:00 (rejected 03-12)
 * five otherAgent, CANCELLED,  cover,        2026-03-12 10:00 (cancelled 03-13 22:00 = Nairobi 03-14)
 */
beforeAll(async () => {
  app = await buildTestApp();
  world = await leadBusiness(app);
  elsewhere = await leadBusiness(app, world.platform);
  await leadIn(elsewhere, 'DISPATCHED');
  const db = await testDb();
  const repository = createLeadRepository(db);
  const org = world.admin.organisation.id;
  const made = async (
    status: Parameters<typeof leadIn>[1],
    amount: bigint | null,
    createdAt: string,
    changes: { agent_id?: string; product_id?: string } = {},
  ) => {
    const id = await leadIn(world, status, { amount });
    if (Object.keys(changes).length) await repository.update(org, id, changes);
    // created_at is not writable through the schema's types: the test arranges history.
    await db
      .updateTable('leads')
      .set({ created_at: new Date(createdAt) } as never)
      .where('id', '=', id)
      .execute();
    return id;
  };
  const one = await made('NEW', 100_000n, '2026-03-10T21:30:00Z');
  const two = await made('DISPATCHED', 300_000n, '2026-03-10T10:00:00Z');
  const three = await made('DISPATCHED', null, '2026-03-11T10:00:00Z');
  const four = await made('REJECTED', 250_001n, '2026-03-11T12:00:00Z', {
    agent_id: world.otherAgent.userId,
  });
  const five = await made('CANCELLED', null, '2026-03-12T10:00:00Z', {
    agent_id: world.otherAgent.userId,
    product_id: world.cover.id,
  });
  void one;
  const event = (leadId: string, to: string, at: string) => ({
    lead_id: leadId,
    organisation_id: org,
    actor_id: world.admin.userId,
    action: 'STATUS_CHANGED',
    to_status: to,
    created_at: new Date(at),
  });
  await db
    .insertInto('lead_events')
    .values([
      event(two, 'APPROVED', '2026-03-11T08:00:00Z'),
      event(two, 'DISPATCHED', '2026-03-12T08:00:00Z'),
      event(three, 'DISPATCHED', '2026-03-12T08:00:00Z'),
      event(three, 'DISPATCHED', '2026-03-12T09:00:00Z'),
      event(four, 'REJECTED', '2026-03-12T09:00:00Z'),
      event(five, 'CANCELLED', '2026-03-13T22:00:00Z'),
    ] as never)
    .execute();
});
afterAll(() => app.close());

async function ok(who: Caller, url: string) {
  const response = await call(app, who, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('business-leads-stats', () => {
  it('counts the known data set', async () => {
    const stats = await ok(world.admin, '/product-leads/business-leads-stats');
    expect(stats).toEqual({
      captured: 5,
      byStatus: {
        NEW: 1,
        APPROVED: 0,
        RECEIVED: 0,
        DISPATCHED: 2,
        SUSPENDED: 0,
        REJECTED: 1,
        CANCELLED: 1,
      },
      byProduct: [
        { productId: world.loan.id, productName: 'Boda loan', count: 4 },
        { productId: world.cover.id, productName: 'Family cover', count: 1 },
      ],
      topAgents: [
        { agentId: world.agent.userId, name: expect.any(String), captured: 3, dispatched: 2 },
        { agentId: world.otherAgent.userId, name: expect.any(String), captured: 2, dispatched: 0 },
      ],
      conversion: 0.4,
      amounts: { count: 3, sum: 6500.01, average: 2166.67 },
    });
  });

  it('filters by agent and dates, and shows an agent only their leads', async () => {
    const byAgent = await ok(
      world.admin,
      `/product-leads/business-leads-stats?agent=${world.otherAgent.userId}`,
    );
    expect(byAgent.captured).toBe(2);
    expect(byAgent.conversion).toBe(0);
    const dated = await ok(
      world.admin,
      '/product-leads/business-leads-stats?from=2026-03-11&to=2026-03-11',
    );
    expect(dated.captured).toBe(2);
    expect(dated.conversion).toBe(0.5);
    const mine = await ok(world.agent, '/product-leads/business-leads-stats');
    expect(mine.captured).toBe(3);
    expect(mine.conversion).toBe(0.6667);
    const nothing = await ok(
      world.admin,
      '/product-leads/business-leads-stats?from=2020-01-01&to=2020-01-02',
    );
    expect(nothing).toMatchObject({
      captured: 0,
      conversion: 0,
      amounts: { count: 0, sum: 0, average: 0 },
    });
  });

  it('takes business only from a SUPER_ADMIN without x-organization', async () => {
    const org = world.admin.organisation.id;
    const platform = await ok(
      world.platform.anywhere,
      `/product-leads/business-leads-stats?business=${org}`,
    );
    expect(platform.captured).toBe(5);
    const scoped = await ok(
      world.platform.in(elsewhere.admin.organisation.id),
      `/product-leads/business-leads-stats?business=${org}`,
    );
    expect(scoped.captured).toBe(1);
    const admin = await ok(elsewhere.admin, `/product-leads/business-leads-stats?business=${org}`);
    expect(admin.captured).toBe(1);
    const none = await call(
      app,
      world.platform.anywhere,
      'GET',
      '/product-leads/business-leads-stats',
    );
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('ORGANISATION_REQUIRED');
  });

  it('refuses from after to', async () => {
    const response = await call(
      app,
      world.admin,
      'GET',
      '/product-leads/business-leads-stats?from=2026-03-12&to=2026-03-11',
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('report', () => {
  const expected = {
    startDate: '2026-03-10',
    endDate: '2026-03-13',
    days: [
      { day: '2026-03-10', captured: 1, approved: 0, dispatched: 0, rejected: 0, cancelled: 0 },
      { day: '2026-03-11', captured: 3, approved: 1, dispatched: 0, rejected: 0, cancelled: 0 },
      { day: '2026-03-12', captured: 1, approved: 0, dispatched: 2, rejected: 1, cancelled: 0 },
      { day: '2026-03-13', captured: 0, approved: 0, dispatched: 0, rejected: 0, cancelled: 0 },
    ],
    totals: { captured: 5, approved: 1, dispatched: 2, rejected: 1, cancelled: 0 },
  };

  it('answers per Nairobi day with totals', async () => {
    expect(
      await ok(world.admin, '/product-leads/report?startDate=2026-03-10&endDate=2026-03-13'),
    ).toMatchObject(expected);
    const mine = await ok(
      world.otherAgent,
      '/product-leads/report?startDate=2026-03-10&endDate=2026-03-14',
    );
    expect(mine.totals).toEqual({
      captured: 2,
      approved: 0,
      dispatched: 0,
      rejected: 1,
      cancelled: 1,
    });
  });

  it('downloads the same as CSV', async () => {
    const response = await call(
      app,
      world.admin,
      'GET',
      '/product-leads/report?startDate=2026-03-10&endDate=2026-03-13&format=csv',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="leads-report-2026-03-10-to-2026-03-13.csv"',
    );
    const rows = Papa.parse<string[]>(response.body, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Day', 'Captured', 'Approved', 'Dispatched', 'Rejected', 'Cancelled']);
    expect(rows.slice(1, 5).map((row) => row.map((cell, i) => (i ? Number(cell) : cell)))).toEqual(
      expected.days.map((day) => Object.values(day)),
    );
    expect(rows[5]).toEqual(['Total', '5', '1', '2', '1', '0']);
  });

  it('refuses bad ranges', async () => {
    for (const query of [
      '',
      '?startDate=2026-03-10',
      '?startDate=2026-03-12&endDate=2026-03-10',
      '?startDate=2025-01-01&endDate=2026-03-10',
      '?startDate=2026-03-10&endDate=2026-03-12&format=pdf',
    ]) {
      const response = await call(app, world.admin, 'GET', `/product-leads/report${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
