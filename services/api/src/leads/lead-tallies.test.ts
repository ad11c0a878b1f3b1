import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertTalliesHold } from '@pamoja/server-kit/testing/tally-property';
import { leadStatuses } from '@pamoja/contract/lead-states';
import { buildTestApp } from '../../test/build-test-app';
import { down, up } from '../db/migrations/0018-lead-tallies';
import * as totalsByStatus from '../db/migrations/0021-lead-totals-by-status';
import { talliedCount } from './lead-filter-repository';
import { leadBusiness, leadIn, testDb, type LeadBusiness } from './leads-test-helpers';

// The tallies the admin's home and the stats read (migration 0018) must equal a count of the
// live leads themselves after any mix of captures, status changes, amounts changed, moves in
// time, soft deletes, restores and deletions, run concurrently.

let app: FastifyInstance;
let world: LeadBusiness;
const DAY = 86_400_000;

beforeAll(async () => {
  app = await buildTestApp();
  world = await leadBusiness(app);
});
afterAll(() => app.close());

type Rows = Record<string, string>[];

/** Both tallies of an organisation as its leads give them, and as the triggers kept them. */
async function tallies(organisationId: string): Promise<{ fromLeads: Rows[]; kept: Rows[] }> {
  const db = await testDb();
  const rows = async (query: ReturnType<typeof sql<Record<string, string>>>) =>
    (await query.execute(db)).rows;
  const fromLeads = await Promise.all([
    rows(sql`select ((created_at at time zone 'Africa/Nairobi')::date)::text as day, status,
        count(*)::text as count
      from main.leads where organisation_id = ${organisationId} and deleted_at is null
      group by 1, 2 order by 1, 2`),
    rows(sql`select status, product_id::text, agent_id::text, count(*)::text as count,
        count(amount_cents)::text as with_amount, coalesce(sum(amount_cents), 0)::text as amount_sum
      from main.leads where organisation_id = ${organisationId} and deleted_at is null
      group by 1, 2, 3 order by 1, 2, 3`),
  ]);
  const kept = await Promise.all([
    rows(sql`select day::text as day, status, count::text as count
      from main.lead_day_counts where organisation_id = ${organisationId} and count <> 0
      order by 1, 2`),
    rows(sql`select status, product_id::text, agent_id::text, count::text as count,
        with_amount::text as with_amount, amount_sum::text as amount_sum
      from main.lead_totals where organisation_id = ${organisationId}
        and (count <> 0 or with_amount <> 0 or amount_sum <> 0)
      order by 1, 2, 3`),
  ]);
  return { fromLeads, kept };
}

const operation = fc.oneof(
  fc.record({ kind: fc.constant('capture' as const), status: fc.constantFrom(...leadStatuses) }),
  fc.record({
    kind: fc.constant('status' as const),
    pick: fc.nat(),
    status: fc.constantFrom(...leadStatuses),
  }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), daysAgo: fc.nat(120) }),
  fc.record({
    kind: fc.constant('amount' as const),
    pick: fc.nat(),
    cents: fc.option(fc.bigInt({ min: 1n, max: 10_000_000n })),
  }),
  fc.record({ kind: fc.constant('soft-delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('restore' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('touch-all' as const) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

async function apply(organisationId: string, ids: string[], op: Operation) {
  const db = await testDb();
  const leads = () => db.updateTable('leads').where('organisation_id', '=', organisationId);
  const id = 'pick' in op ? ids[op.pick % Math.max(ids.length, 1)] : undefined;
  if (op.kind === 'capture') {
    ids.push(await leadIn(world, op.status));
  } else if (op.kind === 'touch-all') {
    // Many rows in one statement whose counts do not change.
    await leads().set({ updated_at: new Date() }).execute();
  } else if (!id) {
    return;
  } else if (op.kind === 'status') {
    await leads().set({ status: op.status }).where('id', '=', id).execute();
  } else if (op.kind === 'move') {
    const at = new Date(Date.now() - op.daysAgo * DAY);
    await leads()
      .set({ created_at: at } as never)
      .where('id', '=', id)
      .execute();
  } else if (op.kind === 'amount') {
    await leads().set({ amount_cents: op.cents }).where('id', '=', id).execute();
  } else if (op.kind === 'soft-delete') {
    await leads().set({ deleted_at: new Date() }).where('id', '=', id).execute();
  } else if (op.kind === 'restore') {
    await leads().set({ deleted_at: null }).where('id', '=', id).execute();
  } else {
    await db.deleteFrom('lead_events').where('lead_id', '=', id).execute();
    await db.deleteFrom('leads').where('id', '=', id).execute();
  }
}

describe('lead tallies', () => {
  it('equal a count of the live leads after any mix of changes, four at a time', async () => {
    const organisationId = world.admin.organisation.id;
    const ids: string[] = [];
    for (const status of leadStatuses) ids.push(await leadIn(world, status));
    await assertTalliesHold(
      operation,
      (op) => apply(organisationId, ids, op),
      async () => {
        const { fromLeads, kept } = await tallies(organisationId);
        return { fromRows: fromLeads, kept };
      },
    );
    // The property had something to count.
    expect((await tallies(organisationId)).fromLeads[1]!.length).toBeGreaterThan(0);
  });

  it('start from the leads already there when the migration runs', async () => {
    const db = await testDb();
    // Undone and done again over this worker's database, leads and all (with the later
    // migration that indexes the tallies).
    await totalsByStatus.down(db);
    await down(db);
    await up(db);
    await totalsByStatus.up(db);
    const organisations = await db
      .selectFrom('leads')
      .select('organisation_id')
      .distinct()
      .execute();
    expect(organisations.length).toBeGreaterThan(0);
    for (const { organisation_id } of organisations) {
      const { fromLeads, kept } = await tallies(organisation_id);
      expect(kept).toEqual(fromLeads);
    }
  });

  it.each([
    ['no filter', {}],
    ['a status', { status: 'NEW' as const }],
  ])('give the list its total with %s from their status index alone', async (_, filters) => {
    const db = await testDb();
    const scope = { organisationId: world.admin.organisation.id, ownerId: null };
    // A test database is tiny: with scans of the table allowed, the planner would read it whole.
    const plan = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const count = talliedCount(trx, scope, filters)!;
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${count}`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Index Only Scan using lead_totals_status_idx');
  });
});
