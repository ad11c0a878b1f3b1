import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call, type Caller } from '../../test/call';
import { createLeadExports } from './lead-exports';
import { createLeadExportRepository } from './lead-export-repository';
import { createLeadRepository } from './lead-repository';
import { leadBusiness, leadIn, testDb, type LeadBusiness } from './leads-test-helpers';

let app: FastifyInstance;
let world: LeadBusiness;
let elsewhere: LeadBusiness;
/** Leads of `world` by what sets each apart, and one of another organisation. */
let ids: { fresh: string; rejected: string; others: string; foreign: string };
const codes: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp();
  world = await leadBusiness(app);
  elsewhere = await leadBusiness(app, world.platform);
  const fresh = await leadIn(world, 'NEW', { amount: 150_000n });
  const rejected = await leadIn(world, 'REJECTED', { amount: null });
  const others = await leadIn(world, 'APPROVED');
  await createLeadRepository(await testDb()).update(world.admin.organisation.id, others, {
    agent_id: world.otherAgent.userId,
  });
  const foreign = await leadIn(elsewhere, 'NEW');
  ids = { fresh, rejected, others, foreign };
  // Leads made within one millisecond would tie on created_at (PGlite's clock has no finer
  // grain), and the id would then decide the order: space them a minute apart.
  const db = await testDb();
  for (const [minutesAgo, id] of [
    [3, fresh],
    [2, rejected],
    [1, others],
  ] as const) {
    const at = new Date(Date.now() - minutesAgo * 60_000);
    await sql`update main.leads set created_at = ${at} where id = ${id}`.execute(db);
  }
  for (const [name, id] of Object.entries(ids)) {
    const owner = name === 'foreign' ? elsewhere.admin : world.admin;
    codes[name] = (await call(app, owner, 'GET', `/product-leads/${id}`)).json().data.code;
  }
});
afterAll(() => app.close());

const nameOf = (code: string) => Object.keys(codes).find((name) => codes[name] === code);

async function csv(who: Caller, url: string) {
  const response = await call(app, who, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const parsed = Papa.parse<Record<string, string>>(response.body, {
    header: true,
    skipEmptyLines: true,
  });
  return {
    response,
    rows: parsed.data,
    names: parsed.data.map((row) => nameOf(row.Code!)),
  };
}

describe('get-all', () => {
  it('answers the visible matching leads compactly, newest first', async () => {
    const all = await call(app, world.admin, 'GET', '/product-leads/get-all');
    expect(all.statusCode, all.body).toBe(200);
    const data = all.json().data as { leads: { id: string }[]; truncated: boolean };
    expect(data.truncated).toBe(false);
    expect(data.leads.map((lead) => lead.id)).toEqual([ids.others, ids.rejected, ids.fresh]);
    expect(data.leads[2]).toEqual({
      id: ids.fresh,
      code: codes.fresh,
      status: 'NEW',
      productId: world.loan.id,
      productName: 'Boda loan',
      amount: 1500,
      createdAt: expect.any(String),
    });
    const mine = (await call(app, world.agent, 'GET', '/product-leads/get-all')).json().data;
    expect(mine.leads.map((lead: { id: string }) => lead.id)).toEqual([ids.rejected, ids.fresh]);
    const byAgent = await call(
      app,
      world.admin,
      'GET',
      `/product-leads/get-all?agent=${world.otherAgent.userId}&product=${world.loan.id}`,
    );
    expect(byAgent.json().data.leads.map((lead: { id: string }) => lead.id)).toEqual([ids.others]);
  });

  it('says when it holds only the first leads (truncated)', async () => {
    const exports = createLeadExports(await testDb());
    // An admin's context, as the guard leaves it.
    const auth = {
      userId: world.admin.userId,
      role: 'ADMIN',
      organisationId: world.admin.organisation.id,
      ability: { can: () => true },
    } as never;
    const two = await exports.getAll(auth, {}, 2);
    expect(two.leads.map((lead) => lead.id)).toEqual([ids.others, ids.rejected]);
    expect(two.truncated).toBe(true);
    expect((await exports.getAll(auth, {}, 3)).truncated).toBe(false);
  });

  it('pages an export by keyset without losing or repeating a lead', async () => {
    const exportRepository = createLeadExportRepository(await testDb());
    const seen: string[] = [];
    const scope = { organisationId: world.admin.organisation.id, ownerId: null };
    for await (const rows of exportRepository.pages(scope, {}, 1))
      seen.push(...rows.map((r) => r.id));
    expect(seen).toEqual([ids.others, ids.rejected, ids.fresh]);
  });

  it('stops cleanly when the reader stops while the next page is on its way', async () => {
    const exportRepository = createLeadExportRepository(await testDb());
    const scope = { organisationId: world.admin.organisation.id, ownerId: null };
    const first: string[] = [];
    for await (const rows of exportRepository.pages(scope, {}, 2)) {
      first.push(...rows.map((r) => r.id));
      break;
    }
    expect(first).toEqual([ids.others, ids.rejected]);
    // The abandoned page is not an unhandled rejection and the repository still answers.
    const again: string[] = [];
    for await (const rows of exportRepository.pages(scope, {}, 2))
      again.push(...rows.map((r) => r.id));
    expect(again).toEqual([ids.others, ids.rejected, ids.fresh]);
  });

  it('refuses from after to', async () => {
    const response = await call(
      app,
      world.admin,
      'GET',
      '/product-leads/get-all?from=2026-02-01&to=2026-01-01',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('from');
  });
});

describe('download-all', () => {
  it('streams a dated CSV of the matching leads', async () => {
    const { response, rows, names } = await csv(
      world.admin,
      '/product-leads/download-all?format=csv',
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="leads-${today}.csv"`,
    );
    expect(names).toEqual(['others', 'rejected', 'fresh']);
    expect(rows[2]).toMatchObject({
      Code: codes.fresh,
      Status: 'NEW',
      Product: 'Boda loan',
      'Amount (KES)': '1500',
      Location: 'Kisumu',
    });
    expect((await csv(world.admin, '/product-leads/download-all?status=REJECTED')).names).toEqual([
      'rejected',
    ]);
    expect(
      (await csv(world.admin, `/product-leads/download-all?agent=${world.otherAgent.userId}`))
        .names,
    ).toEqual(['others']);
  });

  it('writes each column as the lead shows it: facility, referral, reason, cents, time', async () => {
    const db = await testDb();
    const id = await leadIn(world, 'REJECTED', { amount: 123_456n });
    const facility = await db
      .selectFrom('facilities')
      .select(['id', 'name', 'kmhfl_code'])
      .executeTakeFirstOrThrow();
    await createLeadRepository(db).update(world.admin.organisation.id, id, {
      facility_id: facility.id,
      referral_id: 'REF-7781',
      reason: '=HYPERLINK("x") not a formula',
    });
    // Microseconds that a millisecond clock would round the wrong way: 59.999999 s.
    await sql`update main.leads set created_at = '2026-03-04 05:06:59.999999+00' where id = ${id}`.execute(
      db,
    );
    try {
      const lead = (await call(app, world.admin, 'GET', `/product-leads/${id}`)).json().data;
      const { rows } = await csv(world.admin, '/product-leads/download-all?status=REJECTED');
      expect(rows.find((row) => row.Code === lead.code)).toEqual({
        Code: lead.code,
        Status: 'REJECTED',
        Product: 'Boda loan',
        Customer: lead.name,
        'Phone number': lead.phoneNumber,
        'Amount (KES)': '1234.56',
        Location: 'Kisumu',
        Referral: 'REF-7781',
        Facility: `${facility.name} (${facility.kmhfl_code})`,
        Agent: lead.agentName,
        Source: 'AGENT',
        Reason: `'=HYPERLINK("x") not a formula`,
        'Captured at (UTC)': '2026-03-04T05:06:59.999Z',
      });
      expect(lead.createdAt).toBe('2026-03-04T05:06:59.999Z');
    } finally {
      await sql`delete from main.lead_events where lead_id = ${id}`.execute(db);
      await sql`delete from main.leads where id = ${id}`.execute(db);
    }
  });

  it("gives an agent only their leads and never another organisation's", async () => {
    expect((await csv(world.agent, '/product-leads/download-all')).names).toEqual([
      'rejected',
      'fresh',
    ]);
    expect((await csv(elsewhere.admin, '/product-leads/download-all')).names).toEqual(['foreign']);
  });

  it('streams an XLSX workbook with the same rows', async () => {
    const response = await call(
      app,
      world.admin,
      'GET',
      '/product-leads/download-all?format=xlsx&product=' + world.loan.id,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /filename="leads-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Leads')!;
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(values[0]!.slice(1, 3)).toEqual(['Code', 'Status']);
    expect(values.slice(1).map((row) => nameOf(String(row[1])))).toEqual([
      'others',
      'rejected',
      'fresh',
    ]);
    expect(values[3]![6]).toBe(1500);
  });

  it('refuses a bad format and from after to', async () => {
    for (const [query, path] of [
      ['?format=pdf', 'format'],
      ['?from=2026-03-01&to=2026-01-01', 'from'],
      ['?amountFrom=10&amountTo=5', 'amountFrom'],
    ]) {
      const response = await call(app, world.admin, 'GET', `/product-leads/download-all${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().details[0].path).toBe(path);
    }
  });
});

describe('download-selected', () => {
  it('exports only the chosen leads the caller sees, each with an EXPORTED event', async () => {
    const chosen = [ids.fresh, ids.others, ids.foreign].join(',');
    const { names } = await csv(world.agent, `/product-leads/download-selected?ids=${chosen}`);
    expect(names).toEqual(['fresh']);
    expect(
      (await csv(world.admin, `/product-leads/download-selected?ids=${chosen}`)).names,
    ).toEqual(['others', 'fresh']);
    const log = await call(app, world.admin, 'GET', `/activity-logs/lead/${ids.fresh}`);
    const exported = (log.json().data as { action: string; actorId: string }[]).filter(
      (event) => event.action === 'EXPORTED',
    );
    expect(exported.map((event) => event.actorId)).toEqual([
      world.admin.userId,
      world.agent.userId,
    ]);
    const foreignLog = await call(
      app,
      elsewhere.admin,
      'GET',
      `/activity-logs/lead/${ids.foreign}`,
    );
    expect(
      (foreignLog.json().data as { action: string }[]).some((event) => event.action === 'EXPORTED'),
    ).toBe(false);
  });

  it('refuses no ids, a bad id, more than 1,000 ids and a bad format', async () => {
    const many = Array.from({ length: 1001 }, () => randomUUID()).join(',');
    for (const query of [
      '',
      '?ids=',
      '?ids=nope',
      `?ids=${many}`,
      `?ids=${ids.fresh}&format=doc`,
    ]) {
      const response = await call(
        app,
        world.admin,
        'GET',
        `/product-leads/download-selected${query}`,
      );
      expect(response.statusCode, query.slice(0, 40)).toBe(400);
    }
  });
});
