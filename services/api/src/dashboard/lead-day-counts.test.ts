import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadStatuses } from '@pamoja/contract/lead-states';
import { buildTestApp } from '../../test/build-test-app';
import { leadBusiness, leadIn, testDb, type LeadBusiness } from '../leads/leads-test-helpers';

// The daily counts the admin's home reads (migration 0018) must equal a count of the live leads
// themselves after any mix of captures, status changes, moves in time, soft deletes, restores
// and deletions, run concurrently.

let app: FastifyInstance;
let world: LeadBusiness;
const DAY = 86_400_000;

beforeAll(async () => {
  app = await buildTestApp();
  world = await leadBusiness(app);
});
afterAll(() => app.close());

async function countsFromLeads(organisationId: string) {
  const db = await testDb();
  const { rows } = await sql<{ day: string; status: string; count: string }>`
    select ((created_at at time zone 'Africa/Nairobi')::date)::text as day, status,
      count(*)::text as count
    from main.leads where organisation_id = ${organisationId} and deleted_at is null
    group by 1, 2 order by 1, 2`.execute(db);
  return rows;
}

async function keptCounts(organisationId: string) {
  const db = await testDb();
  const { rows } = await sql<{ day: string; status: string; count: string }>`
    select day::text as day, status, count::text as count
    from main.lead_day_counts where organisation_id = ${organisationId} and count > 0
    order by 1, 2`.execute(db);
  return rows;
}

const operation = fc.oneof(
  fc.record({ kind: fc.constant('capture' as const), status: fc.constantFrom(...leadStatuses) }),
  fc.record({
    kind: fc.constant('status' as const),
    pick: fc.nat(),
    status: fc.constantFrom(...leadStatuses),
  }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), daysAgo: fc.nat(120) }),
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
  } else if (op.kind === 'soft-delete') {
    await leads().set({ deleted_at: new Date() }).where('id', '=', id).execute();
  } else if (op.kind === 'restore') {
    await leads().set({ deleted_at: null }).where('id', '=', id).execute();
  } else {
    await db.deleteFrom('lead_events').where('lead_id', '=', id).execute();
    await db.deleteFrom('leads').where('id', '=', id).execute();
  }
}

describe('lead day counts', () => {
  it('equal a count of the live leads after any mix of changes, four at a time', async () => {
    const organisationId = world.admin.organisation.id;
    const ids: string[] = [];
    for (const status of leadStatuses) ids.push(await leadIn(world, status));
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 16 }), async (ops) => {
        for (let at = 0; at < ops.length; at += 4) {
          await Promise.all(ops.slice(at, at + 4).map((op) => apply(organisationId, ids, op)));
        }
        expect(await keptCounts(organisationId)).toEqual(await countsFromLeads(organisationId));
      }),
      { numRuns: 15 },
    );
    // The property had something to count.
    expect((await countsFromLeads(organisationId)).length).toBeGreaterThan(0);
  });

  it('start from the leads already there when the migration runs', async () => {
    const db = await testDb();
    const { rows } = await sql<{ missing: string }>`
      select count(*)::text as missing from (
        select organisation_id, (created_at at time zone 'Africa/Nairobi')::date as day, status,
          count(*) as count
        from main.leads where deleted_at is null group by 1, 2, 3
        except
        select organisation_id, day, status, count from main.lead_day_counts
      ) differences`.execute(db);
    expect(rows[0]?.missing).toBe('0');
  });
});
