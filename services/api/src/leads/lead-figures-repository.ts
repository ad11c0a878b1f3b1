import { sql, type Kysely } from 'kysely';
import type { LeadStatus } from '@pamoja/contract/lead-states';
import type { MainDatabase } from '../db/schema';
import type { LeadScope } from './lead-repository';

const startOfDay = (day: string) => new Date(day.length === 10 ? `${day}T00:00:00Z` : day);
/** `to` as a plain date includes its whole day (as the list's filter). */
const endOf = (day: string) =>
  day.length === 10 ? new Date(startOfDay(day).getTime() + 86_400_000) : new Date(day);

/**
 * The counts behind `business-leads-stats` and `report`, over the caller's visible leads. These
 * read up to a million leads, so they group on the leads table alone (a product and an agent
 * always exist: foreign keys) and fetch the few names afterwards.
 */
export function createLeadFiguresRepository(db: Kysely<MainDatabase>) {
  function visible(scope: LeadScope, filters: { agent?: string; from?: string; to?: string }) {
    let query = db
      .selectFrom('leads')
      .where('leads.organisation_id', '=', scope.organisationId)
      .where('leads.deleted_at', 'is', null);
    if (scope.ownerId) {
      const owner = scope.ownerId;
      query = query.where((eb) =>
        eb.or([eb('leads.agent_id', '=', owner), eb('leads.assigned_to', '=', owner)]),
      );
    }
    if (filters.agent) query = query.where('leads.agent_id', '=', filters.agent);
    if (filters.from) query = query.where('leads.created_at', '>=', startOfDay(filters.from));
    if (filters.to) query = query.where('leads.created_at', '<', endOf(filters.to));
    return query;
  }

  return {
    /**
     * Counts and amounts per status, product and agent, for the figures to sum: over the whole
     * organisation from the totals its leads' triggers keep (migration 0018), else one pass over
     * the visible leads.
     */
    statsGroups(scope: LeadScope, filters: { agent?: string; from?: string; to?: string }) {
      if (!scope.ownerId && !filters.from && !filters.to) {
        let totals = db
          .selectFrom('lead_totals')
          .select(['status', 'product_id', 'agent_id', 'count', 'with_amount'])
          .select(sql<string | null>`amount_sum`.as('amount_sum'))
          .where('organisation_id', '=', scope.organisationId)
          .where('count', '>', sql<string>`0`);
        if (filters.agent) totals = totals.where('agent_id', '=', filters.agent);
        return totals.execute();
      }
      return visible(scope, filters)
        .select([
          'leads.status',
          'leads.product_id',
          'leads.agent_id',
          sql<string>`count(*)`.as('count'),
          sql<string>`count(leads.amount_cents)`.as('with_amount'),
          sql<string | null>`sum(leads.amount_cents)`.as('amount_sum'),
        ])
        .groupBy(['leads.status', 'leads.product_id', 'leads.agent_id'])
        .execute();
    },

    /** The names of the organisation's products and of these people. */
    async names(organisationId: string, userIds: string[]) {
      const [products, people] = await Promise.all([
        db
          .selectFrom('products')
          .select(['id', 'name'])
          .where('organisation_id', '=', organisationId)
          .execute(),
        userIds.length
          ? db
              .selectFrom('users')
              .select(['id', sql<string>`first_name || ' ' || last_name`.as('name')])
              .where('id', 'in', userIds)
              .execute()
          : [],
      ]);
      return {
        product: new Map(products.map((row) => [row.id, row.name])),
        person: new Map(people.map((row) => [row.id, row.name])),
      };
    },

    /**
     * Between `start` and `end`, in one pass each: leads captured per Africa/Nairobi day and per
     * (product, agent); leads moved to each of `statuses` per day and per (product, agent), from
     * their events, a lead counting once a day. Rows with a `day` are the days' figures.
     */
    report(scope: LeadScope, start: Date, end: Date, statuses: readonly LeadStatus[]) {
      // A date (read back as 'YYYY-MM-DD'): far cheaper per row than to_char.
      const capturedDay = sql<string>`(leads.created_at at time zone 'Africa/Nairobi')::date`;
      const eventDay = sql<string>`(lead_events.created_at at time zone 'Africa/Nairobi')::date`;
      // Once per lead, day and status, before counting (a hash, not a sorted DISTINCT).
      const moves = visible(scope, {})
        .innerJoin('lead_events', 'lead_events.lead_id', 'leads.id')
        .select([
          'leads.id',
          eventDay.as('day'),
          'leads.product_id',
          'leads.agent_id',
          'lead_events.to_status',
        ])
        .distinct()
        .where('lead_events.organisation_id', '=', scope.organisationId)
        .where('lead_events.to_status', 'in', [...statuses])
        .where('lead_events.created_at', '>=', start)
        .where('lead_events.created_at', '<', end);
      // Each row is one day's or one (product, agent)'s figure: the other side is null.
      return Promise.all([
        visible(scope, {})
          .where('leads.created_at', '>=', start)
          .where('leads.created_at', '<', end)
          .select([
            sql<string | null>`${capturedDay}`.as('day'),
            'leads.product_id',
            'leads.agent_id',
            sql<string>`count(*)`.as('count'),
          ])
          .groupBy(sql`grouping sets ((${capturedDay}), (leads.product_id, leads.agent_id))`)
          .execute(),
        db
          .selectFrom(moves.as('moves'))
          .select([
            sql<string | null>`moves.day`.as('day'),
            'moves.product_id',
            'moves.agent_id',
            'moves.to_status',
            sql<string>`count(*)`.as('count'),
          ])
          .groupBy(
            sql`grouping sets ((moves.day, moves.to_status),
              (moves.product_id, moves.agent_id, moves.to_status))`,
          )
          .execute(),
      ]);
    },
  };
}
