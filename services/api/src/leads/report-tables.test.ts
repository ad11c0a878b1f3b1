import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { createLeadRepository } from './lead-repository';
import { leadBusiness, leadIn, testDb, type LeadBusiness } from './leads-test-helpers';

let app: FastifyInstance;
let world: LeadBusiness;
const names: Record<string, string> = {};

/**
 * A known data set (UTC; Nairobi is UTC+3), reported for 2026-05-01 to 2026-05-03:
 * a loan,  agent,      05-01 10:00; approved 05-01, dispatched twice on 05-02 (counts once)
 * b loan,  otherAgent, 05-02 22:00 (Nairobi 05-03); rejected 05-03
 * c cover, agent,      05-02 10:00; cancelled 05-03 21:30 (Nairobi 05-04: outside)
 * d cover, otherAgent, 04-30 20:00 (outside); dispatched 05-01 and again 05-03 (two days)
 * e loan,  agent,      05-01 21:30 (Nairobi 05-02), no events
 */
beforeAll(async () => {
  app = await buildTestApp();
  world = await leadBusiness(app);
  const db = await testDb();
  const repository = createLeadRepository(db);
  const org = world.admin.organisation.id;
  const made = async (cover: boolean, agent: string, createdAt: string) => {
    const id = await leadIn(world, 'NEW', { amount: cover ? null : 100_000n });
    await repository.update(org, id, {
      agent_id: agent,
      ...(cover ? { product_id: world.cover.id } : {}),
    });
    // created_at is not writable through the schema's types: the test arranges history.
    await db
      .updateTable('leads')
      .set({ created_at: new Date(createdAt) } as never)
      .where('id', '=', id)
      .execute();
    return id;
  };
  const { agent, otherAgent } = world;
  const a = await made(false, agent.userId, '2026-05-01T10:00:00Z');
  const b = await made(false, otherAgent.userId, '2026-05-02T22:00:00Z');
  const c = await made(true, agent.userId, '2026-05-02T10:00:00Z');
  const d = await made(true, otherAgent.userId, '2026-04-30T20:00:00Z');
  await made(false, agent.userId, '2026-05-01T21:30:00Z');
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
      event(a, 'APPROVED', '2026-05-01T12:00:00Z'),
      event(a, 'DISPATCHED', '2026-05-02T08:00:00Z'),
      event(a, 'DISPATCHED', '2026-05-02T09:00:00Z'),
      event(b, 'REJECTED', '2026-05-03T06:00:00Z'),
      event(c, 'CANCELLED', '2026-05-03T21:30:00Z'),
      event(d, 'DISPATCHED', '2026-05-01T10:00:00Z'),
      event(d, 'DISPATCHED', '2026-05-03T10:00:00Z'),
    ] as never)
    .execute();
  const people = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', [agent.userId, otherAgent.userId])
    .execute();
  for (const person of people) names[person.id] = `${person.first_name} ${person.last_name}`;
});
afterAll(() => app.close());

const RANGE = '?startDate=2026-05-01&endDate=2026-05-03';
const figures = (...n: number[]) => ({
  captured: n[0],
  approved: n[1],
  dispatched: n[2],
  rejected: n[3],
  cancelled: n[4],
});

describe('report per product and agent', () => {
  it('counts as the days do, most captured first', async () => {
    const response = await call(app, world.admin, 'GET', `/product-leads/report${RANGE}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report.totals).toEqual(figures(4, 1, 3, 1, 0));
    expect(report.byProduct).toEqual([
      { productId: world.loan.id, productName: world.loan.name, ...figures(3, 1, 1, 1, 0) },
      { productId: world.cover.id, productName: world.cover.name, ...figures(1, 0, 2, 0, 0) },
    ]);
    expect(report.byAgent).toEqual([
      {
        agentId: world.agent.userId,
        agentName: names[world.agent.userId],
        ...figures(3, 1, 1, 0, 0),
      },
      {
        agentId: world.otherAgent.userId,
        agentName: names[world.otherAgent.userId],
        ...figures(1, 0, 2, 1, 0),
      },
    ]);
  });

  it('gives an agent their own leads only', async () => {
    const response = await call(app, world.otherAgent, 'GET', `/product-leads/report${RANGE}`);
    const report = response.json().data;
    expect(report.byAgent.map((row: { agentId: string }) => row.agentId)).toEqual([
      world.otherAgent.userId,
    ]);
    expect(report.byProduct.map((row: { productId: string }) => row.productId)).toEqual([
      world.loan.id,
      world.cover.id,
    ]);
    // Counted from the leads (an agent's) as the tallies count them (the organisation's).
    expect(report.byAgent[0]).toMatchObject(figures(1, 0, 2, 1, 0));
    expect(report.totals).toEqual(figures(1, 0, 2, 1, 0));
    // Its product table adds up to its totals.
    for (const [key, total] of Object.entries(report.totals)) {
      const rows = report.byProduct as Record<string, number>[];
      expect(
        rows.reduce((sum, row) => sum + row[key]!, 0),
        key,
      ).toBe(total);
    }
  });

  it('downloads each table as CSV with its own name', async () => {
    const cases = [
      ['products', 'Product', [world.loan.name, '3', '1', '1', '1', '0']],
      ['agents', 'Agent', [names[world.agent.userId], '3', '1', '1', '0', '0']],
    ] as const;
    for (const [table, first, row] of cases) {
      const response = await call(
        app,
        world.admin,
        'GET',
        `/product-leads/report${RANGE}&format=csv&table=${table}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="leads-report-${table}-2026-05-01-to-2026-05-03.csv"`,
      );
      const rows = Papa.parse<string[]>(response.body, { skipEmptyLines: true }).data;
      expect(rows[0]).toEqual([
        first,
        'Captured',
        'Approved',
        'Dispatched',
        'Rejected',
        'Cancelled',
      ]);
      expect(rows[1]).toEqual(row);
      expect(rows.at(-1)).toEqual(['Total', '4', '1', '3', '1', '0']);
      expect(rows).toHaveLength(4);
    }
    const days = await call(app, world.admin, 'GET', `/product-leads/report${RANGE}&format=csv`);
    expect(days.headers['content-disposition']).toBe(
      'attachment; filename="leads-report-2026-05-01-to-2026-05-03.csv"',
    );
  });

  it('refuses an unknown table', async () => {
    const response = await call(
      app,
      world.admin,
      'GET',
      `/product-leads/report${RANGE}&format=csv&table=weeks`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toEqual({
      path: 'table',
      message: 'must be days, products or agents',
    });
  });
});
