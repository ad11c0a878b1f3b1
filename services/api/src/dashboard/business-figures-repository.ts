import { sql, type Kysely } from 'kysely';
import { leadStatuses } from '@pamoja/contract/lead-states';
import type { MainDatabase } from '../db/schema';

const dayOf = (column: string) =>
  sql<string>`((${sql.ref(column)} at time zone 'Africa/Nairobi')::date)::text`;

/**
 * An organisation's figures for its admin. Leads may number a million: every leads query here
 * is shaped to read one index alone (docs/domains/dashboard.md#query-plans).
 */
export function createBusinessFiguresRepository(db: Kysely<MainDatabase>) {
  const liveLeads = (organisationId: string, since: Date) =>
    db
      .selectFrom('leads')
      .where('organisation_id', '=', organisationId)
      .where('deleted_at', 'is', null)
      .where('created_at', '>=', since);

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

    /** Per status, one index-only count on (organisation, status, created_at) each. */
    funnel(organisationId: string, since: Date) {
      return db
        .selectFrom(
          sql<{
            status: string;
          }>`(select unnest(${sql.val([...leadStatuses])}::text[]) as status)`.as('s'),
        )
        .select([
          's.status',
          (eb) =>
            eb
              .selectFrom('leads')
              .select(sql<string>`count(*)`.as('n'))
              .where('leads.organisation_id', '=', organisationId)
              .whereRef('leads.status', '=', 's.status')
              .where('leads.deleted_at', 'is', null)
              .where('leads.created_at', '>=', since)
              .as('count'),
        ])
        .execute();
    },

    /**
     * Leads per Nairobi day since `since`, with the agents who captured them: the series and
     * the active agents from one index-only scan of (organisation, created_at) include agent_id.
     */
    leadsDaily(organisationId: string, since: Date) {
      return liveLeads(organisationId, since)
        .select([
          dayOf('created_at').as('day'),
          sql<string>`count(*)`.as('value'),
          sql<
            string[] | null
          >`array_agg(distinct agent_id::text) filter (where agent_id is not null)`.as('agents'),
        ])
        .groupBy(sql`1`)
        .execute();
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
