import { sql, type Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';
import { nairobiDay } from '@pamoja/server-kit/nairobi-days';

const dayOf = (column: string) =>
  sql<string>`((${sql.ref(column)} at time zone 'Africa/Nairobi')::date)::text`;

/**
 * An organisation's figures for its admin. Leads may number a million: the funnel and the series
 * read the daily counts the leads' triggers keep, the active agents one index probe per agent
 * (docs/domains/dashboard.md#query-plans).
 */
export function createBusinessFiguresRepository(db: Kysely<MainDatabase>) {
  /** The counts of live leads captured since `since` (a Nairobi midnight), per day and status. */
  const dayCounts = (organisationId: string, since: Date) =>
    db
      .selectFrom('lead_day_counts')
      .where('organisation_id', '=', organisationId)
      .where('day', '>=', sql<string>`${nairobiDay(since)}::date`);

  return {
    /** Everyone who belongs to the organisation, and how many of them are agents. */
    async people(organisationId: string) {
      const row = await db
        .selectFrom('memberships')
        .select([
          sql<string>`count(*)`.as('members'),
          sql<string>`count(*) filter (where 'AGENT' = any(roles))`.as('agents'),
        ])
        .where('organisation_id', '=', organisationId)
        .executeTakeFirstOrThrow();
      return { members: Number(row.members), agents: Number(row.agents) };
    },

    /** Live leads captured since `since`, per status now. */
    funnel(organisationId: string, since: Date) {
      return dayCounts(organisationId, since)
        .select(['status', sql<string>`sum(count)`.as('count')])
        .groupBy('status')
        .execute();
    },

    /** Live leads captured since `since`, per Nairobi day. */
    leadsDaily(organisationId: string, since: Date) {
      return dayCounts(organisationId, since)
        .select([sql<string>`day::text`.as('day'), sql<string>`sum(count)`.as('value')])
        .groupBy('day')
        .execute();
    },

    /** The organisation's agents with a live lead captured since `since`: one probe each. */
    async activeAgents(organisationId: string, since: Date) {
      const row = await db
        .selectFrom('memberships')
        .select(sql<string>`count(*)`.as('n'))
        .where('memberships.organisation_id', '=', organisationId)
        .where(sql<boolean>`'AGENT' = any(memberships.roles)`)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('leads')
              .select(sql`1`.as('one'))
              .where('leads.organisation_id', '=', organisationId)
              .whereRef('leads.agent_id', '=', 'memberships.user_id')
              .where('leads.deleted_at', 'is', null)
              .where('leads.created_at', '>=', since),
          ),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    wallet(organisationId: string) {
      return db
        .selectFrom('ledger_accounts')
        .select(['currency', 'posted_balance', 'held_balance'])
        .where('kind', '=', 'ORGANISATION_WALLET')
        .where('organisation_id', '=', organisationId)
        .where('currency', '=', 'KES')
        .executeTakeFirst();
    },

    /** Paid orders since `since`, per Nairobi day: count and cents. */
    paidOrdersDaily(organisationId: string, since: Date) {
      return db
        .selectFrom('orders')
        .select([
          dayOf('created_at').as('day'),
          sql<string>`count(*)`.as('count'),
          sql<string>`sum(total_cents)`.as('value'),
        ])
        .where('organisation_id', '=', organisationId)
        .where('created_at', '>=', since)
        .where('status', '=', 'PAID')
        .groupBy(sql`1`)
        .execute();
    },

    bookingsBetween(organisationId: string, start: Date, end: Date) {
      return db
        .selectFrom('bookings')
        .select(['status', sql<string>`count(*)`.as('count')])
        .where('organisation_id', '=', organisationId)
        .where('starts_at', '>=', start)
        .where('starts_at', '<', end)
        .groupBy('status')
        .execute();
    },

    membersDaily(organisationId: string, since: Date) {
      return db
        .selectFrom('memberships')
        .select([dayOf('created_at').as('day'), sql<string>`count(*)`.as('value')])
        .where('organisation_id', '=', organisationId)
        .where('created_at', '>=', since)
        .groupBy(sql`1`)
        .execute();
    },
  };
}
