import { sql, type Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';

const APPROVED_OR_FURTHER = sql`status in ('APPROVED', 'RECEIVED', 'DISPATCHED', 'SUSPENDED')`;
const nairobiDay = sql<string>`((created_at at time zone 'Africa/Nairobi')::date)::text`;

/** An agent's day: their leads in the organisation, read through the agent index. */
export function createAgentFiguresRepository(db: Kysely<MainDatabase>) {
  const mine = (organisationId: string, agentId: string, since: Date) =>
    db
      .selectFrom('leads')
      .where('organisation_id', '=', organisationId)
      .where('agent_id', '=', agentId)
      .where('deleted_at', 'is', null)
      .where('created_at', '>=', since);

  return {
    /** One pass over the agent's leads since `since`: the week's, month's and period's counts. */
    periods(
      organisationId: string,
      agentId: string,
      starts: { week: Date; month: Date; since: Date },
    ) {
      const count = (from: Date, extra = sql`true`) =>
        sql<string>`count(*) filter (where created_at >= ${from} and ${extra})`;
      const dispatched = sql`status = 'DISPATCHED'`;
      return mine(organisationId, agentId, starts.since)
        .select([
          count(starts.week).as('week_captured'),
          count(starts.week, APPROVED_OR_FURTHER).as('week_approved'),
          count(starts.week, dispatched).as('week_dispatched'),
          count(starts.month).as('month_captured'),
          count(starts.month, APPROVED_OR_FURTHER).as('month_approved'),
          count(starts.month, dispatched).as('month_dispatched'),
          sql<string>`count(*)`.as('captured'),
          count(starts.since, dispatched).as('dispatched'),
        ])
        .executeTakeFirstOrThrow();
    },

    daily(organisationId: string, agentId: string, since: Date) {
      return mine(organisationId, agentId, since)
        .select([nairobiDay.as('day'), sql<string>`count(*)`.as('value')])
        .groupBy(nairobiDay)
        .execute();
    },

    /** APPROVED leads assigned to the agent, waiting to be received. */
    async toReceive(organisationId: string, agentId: string) {
      const row = await db
        .selectFrom('leads')
        .select(sql<string>`count(*)`.as('count'))
        .where('organisation_id', '=', organisationId)
        .where('assigned_to', '=', agentId)
        .where('status', '=', 'APPROVED')
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Consent codes the agent had texted to customers, still usable. */
    async consentPending(agentId: string, now: Date) {
      const row = await db
        .selectFrom('otps')
        .select(sql<string>`count(*)`.as('count'))
        .where('user_id', '=', agentId)
        .where('purpose', 'like', 'LEAD_CONSENT:%')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
  };
}
