import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call, type Caller } from '../../test/call';
import { bearer } from '../../test/identity-helpers';
import { EXACT_COUNT_LIMIT, createLeadRepository } from './lead-repository';
import { leadBusiness, leadIn, testDb, type LeadBusiness } from './leads-test-helpers';

let app: FastifyInstance;
let world: LeadBusiness;
let elsewhere: LeadBusiness;
const ids: Record<string, string> = {};

/** A lead of `business` with this customer name and location. */
async function named(business: LeadBusiness, name: string, location = 'Nairobi') {
  const id = await leadIn(business, 'NEW');
  await createLeadRepository(await testDb()).update(business.admin.organisation.id, id, {
    name,
    location,
  });
  return id;
}

beforeAll(async () => {
  app = await buildTestApp();
  world = await leadBusiness(app);
  elsewhere = await leadBusiness(app, world.platform);
  ids.jose = await named(world, 'José Kamau', "Murang'a");
  ids.muller = await named(world, 'Peter Muller');
  ids.mueller = await named(world, 'Anna MÜLLER', 'Thika');
  ids.percent = await named(world, 'Zoë 50%_off');
  ids.plain = await named(world, 'Zoe 50ab off', 'Nyéri');
  ids.away = await named(elsewhere, 'José Elsewhere');
});
afterAll(() => app.close());

type Listed = { data: { id: string }[]; pagination: { total: number; totalIsEstimate?: boolean } };
async function listed(who: Caller, query: string) {
  const response = await call(app, who, 'GET', `/product-leads${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Listed;
}
const found = async (query: string) =>
  (await listed(world.admin, `${query}&limit=100`)).data.map((row) => row.id).sort();

describe('name and location search', () => {
  it('ignores case and accents, any part', async () => {
    expect(await found('?name=jose')).toEqual([ids.jose]);
    expect(await found('?name=KAMAU')).toEqual([ids.jose]);
    expect(await found('?name=MÜLLER')).toEqual([ids.muller, ids.mueller].sort());
    expect(await found('?name=muller')).toEqual([ids.muller, ids.mueller].sort());
    expect(await found('?name=ZOE')).toEqual([ids.percent, ids.plain].sort());
    expect(await found('?location=nyeri')).toEqual([ids.plain]);
    expect(await found("?location=MURANG'A")).toEqual([ids.jose]);
  });

  it('takes % and _ literally', async () => {
    expect(await found('?name=50%25_')).toEqual([ids.percent]);
    expect(await found('?name=_')).toEqual([ids.percent]);
    expect(await found('?name=%25')).toEqual([ids.percent]);
  });

  it('matches through the trigram index expression', async () => {
    const db = await testDb();
    // The planner may still scan a small table; the index must at least exist on that expression.
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where indexname = 'leads_name_search_idx'`.execute(db);
    expect(rows[0]?.indexdef).toMatch(
      /gin \(main\.lead_search_text\(lower\(name\)\) .*gin_trgm_ops\)/,
    );
  });
});

describe('capped count', () => {
  it(`is exact up to ${EXACT_COUNT_LIMIT}, then estimated and flagged`, async () => {
    const business = await leadBusiness(app, world.platform);
    const first = await leadIn(business, 'NEW');
    const db = await testDb();
    // Copies of one lead with new codes and phones: set-based, so 10,000 rows take a moment.
    const copy = (count: number, offset: number) =>
      sql`
      insert into main.leads (organisation_id, product_id, code, name, phone_number, amount_cents,
        location, agent_id, source, consent_verified_at)
      select organisation_id, product_id, 'LD-' || upper(substr(md5(gen_random_uuid()::text), 1, 8)), name,
        '2547' || lpad((${offset} + n)::text, 8, '0'), amount_cents, location, agent_id, source,
        consent_verified_at
      from main.leads, generate_series(1, ${count}) as n where id = ${first}`.execute(db);
    const offset = Math.floor(Math.random() * 80_000_000);
    await copy(EXACT_COUNT_LIMIT - 1, offset);
    const exact = await listed(business.admin, '?limit=5');
    expect(exact.pagination).toEqual({ page: 1, limit: 5, total: EXACT_COUNT_LIMIT });
    expect(exact.data).toHaveLength(5);

    await copy(1, offset + EXACT_COUNT_LIMIT);
    // A filter the kept tallies do not answer (a date range) counts the leads: capped.
    const estimated = await listed(business.admin, '?limit=5&page=3&from=2020-01-01');
    expect(estimated.pagination.totalIsEstimate).toBe(true);
    expect(estimated.pagination.total).toBeGreaterThanOrEqual(EXACT_COUNT_LIMIT + 1);
    expect(estimated.data).toHaveLength(5);
    // No filter, or only the tallies' own (status, product, agent): exact from the tallies.
    for (const query of [
      '',
      `&status=NEW&product=${business.loan.id}`,
      `&agent=${business.agent.userId}`,
    ]) {
      const tallied = await listed(business.admin, `?limit=5&page=3${query}`);
      expect(tallied.pagination, query).toEqual({
        page: 3,
        limit: 5,
        total: EXACT_COUNT_LIMIT + 1,
      });
      expect(tallied.data).toHaveLength(5);
    }
    // An agent sees only their own leads: those are counted, never read from the tallies.
    const mine = await listed(business.agent, '?limit=5');
    expect(mine.pagination.totalIsEstimate).toBe(true);
    // A filter that matches few is exact again.
    const few = await listed(
      business.admin,
      `?phoneNumber=2547${String(offset + 1).padStart(8, '0')}`,
    );
    expect(few.pagination).toEqual({ page: 1, limit: 10, total: 1 });
  });
});

describe('live leads only', () => {
  it('leaves deleted leads out of the page and the count, read from partial indexes', async () => {
    const business = await leadBusiness(app, world.platform);
    const kept = await leadIn(business, 'NEW');
    const gone = await leadIn(business, 'NEW');
    const deleted = await call(app, business.admin, 'DELETE', `/product-leads/${gone}`);
    expect(deleted.statusCode).toBe(200);
    for (const query of ['?limit=1', '?limit=5', '?status=NEW&limit=1']) {
      const page = await listed(business.admin, query);
      expect(page.pagination.total, query).toBe(1);
      expect(page.data.map((row) => row.id)).toEqual([kept]);
    }
    const db = await testDb();
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where indexname = 'leads_live_status_idx'`.execute(db);
    expect(rows[0]?.indexdef).toMatch(
      /\(organisation_id, status, created_at DESC, id DESC\).*WHERE \(deleted_at IS NULL\)/,
    );
  });
});

describe('business', () => {
  const platformAnywhere = () => ({ headers: world.platform.anywhere.headers });

  it('lets a SUPER_ADMIN without x-organization name the business', async () => {
    const page = await listed(
      platformAnywhere(),
      `?business=${elsewhere.admin.organisation.id}&name=jose`,
    );
    expect(page.data.map((row) => row.id)).toEqual([ids.away]);
    const all = await call(
      app,
      platformAnywhere(),
      'GET',
      `/product-leads/get-all?business=${elsewhere.admin.organisation.id}`,
    );
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.leads.map((row: { id: string }) => row.id)).toContain(ids.away);
    const file = await call(
      app,
      platformAnywhere(),
      'GET',
      `/product-leads/download-all?business=${elsewhere.admin.organisation.id}&name=jose`,
    );
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain('José Elsewhere');
    expect(file.body).not.toContain('José Kamau');
  });

  it('needs a business or an organisation', async () => {
    for (const url of ['/product-leads', '/product-leads/get-all', '/product-leads/download-all']) {
      const response = await call(app, platformAnywhere(), 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('ORGANISATION_REQUIRED');
    }
    const bad = await call(app, platformAnywhere(), 'GET', '/product-leads?business=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('business');
  });

  it("binds everyone else to the request's organisation whatever they name", async () => {
    const page = await listed(
      world.admin,
      `?business=${elsewhere.admin.organisation.id}&name=jose`,
    );
    expect(page.data.map((row) => row.id)).toEqual([ids.jose]);
    const noOrganisation = await call(
      app,
      { headers: bearer(world.admin.session) },
      'GET',
      `/product-leads?business=${elsewhere.admin.organisation.id}`,
    );
    expect(noOrganisation.statusCode).toBe(403);
    expect(noOrganisation.json().code).toBe('ORGANISATION_REQUIRED');
  });
});

describe('OpenAPI', () => {
  it('documents business and the optional totalIsEstimate', async () => {
    const document = (await app.inject('/api/v1/openapi.json')).json();
    const list = document.paths['/api/v1/product-leads'].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toContain(
      'business',
    );
    const pagination =
      list.responses['200'].content['application/json'].schema.properties.pagination;
    expect(pagination.properties.totalIsEstimate).toEqual({ type: 'boolean' });
    expect(pagination.required).not.toContain('totalIsEstimate');
  });
});
