import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KENYAN_COUNTIES } from '@pamoja/contract/counties';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { signedInWithRole } from '../../test/organisation-helpers';
import { KENYAN_FACILITIES } from '../db/seed-data/kenyan-facilities';
import { categoryIds, productOnSale } from '../products/products-test-helpers';
import { capture, leadBusiness, testDb, type LeadBusiness } from './leads-test-helpers';

let app: FastifyInstance;
let world: LeadBusiness;
let health: { id: string };
let facility: { id: string; kmhflCode: string; name: string; county: string; level: string };

const facilities = (query: string, who: Parameters<typeof call>[1] = world.agent) =>
  call(app, who, 'GET', `/product-leads/facilities${query}`);

beforeAll(async () => {
  app = await buildTestApp();
  world = await leadBusiness(app);
  const category = (await categoryIds(app, world.admin))['health-insurance'];
  health = await productOnSale(app, world.admin, world.platform, {
    categoryId: category,
    name: 'Jamii health cover',
    hasAmount: false,
  });
  const assigned = await call(app, world.admin, 'PUT', `/products/assign/${world.agent.userId}`, {
    productIds: [world.loan.id, world.cover.id, health.id],
  });
  if (assigned.statusCode !== 200) throw new Error(assigned.body);
  facility = (await facilities('?search=25045')).json().data[0];
});
afterAll(() => app.close());

describe('the seeded facility list', () => {
  it('holds at least 100 real facilities with unique KMHFL codes in the contract counties', async () => {
    const rows = await (await testDb()).selectFrom('facilities').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(100);
    expect(new Set(rows.map((row) => row.kmhfl_code)).size).toBe(rows.length);
    expect(rows.every((row) => (KENYAN_COUNTIES as readonly string[]).includes(row.county))).toBe(
      true,
    );
    expect(new Set(rows.map((row) => row.county)).size).toBeGreaterThanOrEqual(10);
    expect(rows.every((row) => /^Level [1-6]$/.test(row.level))).toBe(true);
    expect(rows.length).toBe(KENYAN_FACILITIES.length);
  });
});

describe('GET product-leads/facilities', () => {
  it('finds a facility by any part of its name, in any case', async () => {
    const response = await facilities('?search=kibaki%20TEACHING');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: expect.any(String),
        kmhflCode: '25045',
        name: 'Mwai Kibaki Teaching and Referral Hospital',
        county: 'Nyeri',
        level: 'Level 6',
      },
    ]);
  });

  it('finds facilities by the start of the code, not its middle', async () => {
    const byPrefix = (await facilities('?search=2504&limit=100')).json();
    expect(byPrefix.data.length).toBeGreaterThan(0);
    expect(
      byPrefix.data.every((row: { kmhflCode: string }) => row.kmhflCode.startsWith('2504')),
    ).toBe(true);
    expect((await facilities('?search=045')).json().data).toEqual([]);
  });

  it('filters by county (forgiving spelling) and pages by name', async () => {
    const first = (await facilities('?county=uasin%20gishu&limit=3')).json();
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 4 });
    expect(first.data.map((row: { name: string }) => row.name)).toEqual([
      'Eldoret Oncology Associates',
      'Glogoh Hospital Limited',
      'Oak Tree Centre For Kidney and Chronic Diseases Ltd',
    ]);
    const second = (await facilities('?county=Uasin Gishu&limit=3&page=2')).json();
    expect(second.data.map((row: { name: string }) => row.name)).toEqual([
      'Palmcare Sinai Hospital',
    ]);
    const both = (await facilities('?county=Kisumu&search=hospital')).json();
    expect(both.data.map((row: { kmhflCode: string }) => row.kmhflCode)).toEqual(['24940']);
  });

  it('treats a wildcard as text and empty values as no filter', async () => {
    expect((await facilities('?search=%25')).json().data).toEqual([]);
    const all = (await facilities('?search=&county=&limit=1')).json();
    expect(all.pagination.total).toBe(KENYAN_FACILITIES.length);
  });

  it('refuses a bad query with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?county=Atlantis', 'county'],
      ['?limit=500', 'limit'],
      ['?page=0', 'page'],
      [`?search=${'x'.repeat(121)}`, 'search'],
    ]) {
      const response = await facilities(query!);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json().details ?? response.json())).toContain(field!);
    }
  });

  it('needs someone who reads leads in the organisation', async () => {
    const member = await signedInWithRole(app, 'MEMBER', world.admin.organisation);
    expect((await facilities('', member)).statusCode).toBe(403);
    expect((await call(app, null, 'GET', '/product-leads/facilities')).statusCode).toBe(401);
  });
});

describe('capture and edit with a facility', () => {
  it('stores the facility of a health-insurance lead and answers it', async () => {
    const response = await capture(app, world.agent, {
      productId: health.id,
      facilityId: facility.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.facility).toEqual(facility);
    const read = await call(app, world.admin, 'GET', `/product-leads/${response.json().data.id}`);
    expect(read.json().data.facility).toEqual(facility);
    const csv = await call(
      app,
      world.admin,
      'GET',
      `/product-leads/download-selected?ids=${response.json().data.id}`,
    );
    const [header, row] = csv.body.trim().split('\r\n');
    expect(header).toContain('Referral,Facility,Agent');
    expect(row).toContain('Mwai Kibaki Teaching and Referral Hospital (25045)');
  });

  it('requires a facility for a health-insurance product', async () => {
    const response = await capture(app, world.agent, { productId: health.id });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'FACILITY_REQUIRED',
      details: [{ path: 'facilityId', message: expect.stringContaining('Jamii health cover') }],
    });
  });

  it('refuses a facility for any other product', async () => {
    for (const productId of [world.loan.id, world.cover.id]) {
      const response = await capture(app, world.agent, {
        productId,
        facilityId: facility.id,
        ...(productId === world.loan.id && { amount: 1000 }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'FACILITY_NOT_ALLOWED',
        details: [{ path: 'facilityId' }],
      });
    }
    const plain = await capture(app, world.agent, { productId: world.cover.id });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data.facility).toBeNull();
  });

  it('refuses an unknown facility (422) and a malformed one (400), naming facilityId', async () => {
    const unknown = await capture(app, world.agent, {
      productId: health.id,
      facilityId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'FACILITY_NOT_FOUND',
      details: [{ path: 'facilityId' }],
    });
    const malformed = await capture(app, world.agent, { productId: health.id, facilityId: 'KNH' });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain('facilityId');
  });

  it('changes the facility of a NEW health lead, never to none', async () => {
    const lead = (
      await capture(app, world.agent, { productId: health.id, facilityId: facility.id })
    ).json().data;
    const other = (await facilities('?search=25412')).json().data[0];
    const changed = await call(app, world.agent, 'PUT', `/product-leads/${lead.id}`, {
      facilityId: other.id,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.facility).toMatchObject({ kmhflCode: '25412', county: 'Turkana' });
    const cleared = await call(app, world.agent, 'PUT', `/product-leads/${lead.id}`, {
      facilityId: null,
    });
    expect(cleared.json()).toMatchObject({ code: 'FACILITY_REQUIRED' });
    const loanLead = (
      await capture(app, world.agent, { productId: world.loan.id, amount: 900 })
    ).json().data;
    const onLoan = await call(app, world.agent, 'PUT', `/product-leads/${loanLead.id}`, {
      facilityId: other.id,
    });
    expect(onLoan.statusCode).toBe(422);
    expect(onLoan.json().code).toBe('FACILITY_NOT_ALLOWED');
  });
});
