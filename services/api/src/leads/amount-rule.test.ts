import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadListQuery } from '@pamoja/contract/leads';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { leadConditions, productAmountRule } from './lead-filter-repository';
import type { LeadFilters } from './lead-repository';
import { capture, leadBusiness, testDb, type LeadBusiness } from './leads-test-helpers';

// The amount filters with one product named: its rule settled before the statement, so the
// range reaches the product's amount index (docs/domains/leads.md#lists).
let app: FastifyInstance;
let world: LeadBusiness;
let scope: { organisationId: string; ownerId: null };

beforeAll(async () => {
  app = await buildTestApp();
  world = await leadBusiness(app);
  scope = { organisationId: world.admin.organisation.id, ownerId: null };
  for (const amount of [600, 700, 4500]) {
    const made = await capture(app, world.agent, { productId: world.loan.id, amount });
    if (made.statusCode !== 201) throw new Error(made.body);
  }
});
afterAll(() => app.close());

const filtersOf = (query: Record<string, string>): LeadFilters => leadListQuery.parse(query);

describe('the amount rule of one product', () => {
  it('applies the range to a product with an amount, and drops it for one without', async () => {
    const db = await testDb();
    const range = { amountFrom: '500', amountTo: '700' };
    const loan = await productAmountRule(
      db,
      scope,
      filtersOf({ ...range, product: world.loan.id }),
    );
    expect(loan).toMatchObject({ amountApplies: true, amountFrom: 50_000n, amountTo: 70_000n });
    const cover = await productAmountRule(
      db,
      scope,
      filtersOf({ ...range, product: world.cover.id }),
    );
    expect(cover).toMatchObject({ amountFrom: undefined, amountTo: undefined });
    expect(cover.amountApplies).toBeUndefined();
  });

  it('keeps the per-lead rule without a product, or for a product of another business', async () => {
    const db = await testDb();
    const unnamed = filtersOf({ amountFrom: '500' });
    expect(await productAmountRule(db, scope, unnamed)).toBe(unnamed);
    const elsewhere = { ...scope, organisationId: randomUUID() };
    const foreign = filtersOf({ amountFrom: '500', product: world.loan.id });
    expect(await productAmountRule(db, elsewhere, foreign)).toBe(foreign);
  });

  it('makes the range an index condition of the capped count', async () => {
    const db = await testDb();
    const filters = await productAmountRule(
      db,
      scope,
      filtersOf({ product: world.loan.id, amountFrom: '500', amountTo: '700' }),
    );
    // A handful of leads would be read whole: the test asks which index could answer.
    const plan = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const counted = trx
        .selectFrom('leads')
        .select('leads.id')
        .where(leadConditions(scope, filters))
        .limit(10_001);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${counted}`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('leads_live_product_amount_idx');
    expect(plan).toMatch(/Index Cond: .*amount_cents >= /);
  });

  it('counts a full page of one product by amount exactly', async () => {
    const query = `?product=${world.loan.id}&amountFrom=500&amountTo=700&limit=1`;
    const response = await call(app, world.admin, 'GET', `/product-leads${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0].amount).toBe(700);
    expect(body.pagination).toEqual({ page: 1, limit: 1, total: 2 });
    const past = await call(app, world.admin, 'GET', `/product-leads${query}&page=3`);
    expect(past.json()).toMatchObject({ data: [], pagination: { page: 3, limit: 1, total: 2 } });
  });
});
