import { sql, type Kysely } from 'kysely';
import type { LeadStatus } from '@pamoja/contract/lead-states';
import { nextDay, startOfNairobiDay } from '@pamoja/server-kit/nairobi-days';
import type { MainDatabase } from '../db/schema';
import type { LeadScope } from './lead-repository';

/** A row of the report's counts: per day, per product or per agent (the other two null). */
export interface ReportRow {
  day: string | null;
  product_id: string | null;
  agent_id: string | null;
  figure: ReportFigure;
  count: string;
}

/** What the report counts: leads captured, or moved to a status. */
export type ReportFigure = 'captured' | LeadStatus;

/** Two Nairobi days, `YYYY-MM-DD`, both included. */
export interface ReportRange {
  startDate: string;
  endDate: string;
}

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
     * The report's counts between two Nairobi days (inclusive): rows per day, per product and
     * per agent (the other two null), for each of `figures` ('captured', or a status leads were
     * moved to, a lead once a day). An organisation's come from the tallies its triggers keep
     * (migration 0019); an agent's few leads are counted from the leads and their events.
     */
    async report(scope: LeadScope, range: ReportRange, figures: readonly ReportFigure[]) {
      if (!scope.ownerId) return fromTallies(scope.organisationId, range, figures);
      const counted = db
        .selectFrom(facts(scope, range, figures).as('facts'))
        .select(['facts.day', 'facts.product_id', 'facts.agent_id', 'facts.figure'])
        .select(sql<string>`count(*)`.as('count'))
        .groupBy(
          sql`grouping sets ((facts.day, facts.figure), (facts.product_id, facts.figure),
            (facts.agent_id, facts.figure))`,
        );
      return (await counted.execute()) as ReportRow[];
    },
  };

  /** One row per lead captured, and per lead moved to one of `figures` on a day, in the range. */
  function facts(
    scope: LeadScope,
    { startDate, endDate }: ReportRange,
    figures: readonly ReportFigure[],
  ) {
    const start = startOfNairobiDay(startDate);
    const end = startOfNairobiDay(nextDay(endDate));
    // A date (read back as 'YYYY-MM-DD'): far cheaper per row than to_char.
    const capturedDay = sql<string>`(leads.created_at at time zone 'Africa/Nairobi')::date`;
    const eventDay = sql<string>`(lead_events.created_at at time zone 'Africa/Nairobi')::date`;
    // Once per lead, day and status, before counting (a hash, not a sorted DISTINCT).
    const moves = visible(scope, {})
      .innerJoin('lead_events', 'lead_events.lead_id', 'leads.id')
      .select(['leads.id', eventDay.as('day'), 'leads.product_id', 'leads.agent_id'])
      .select(sql<string>`lead_events.to_status`.as('figure'))
      .distinct()
      .where('lead_events.organisation_id', '=', scope.organisationId)
      .where(
        'lead_events.to_status',
        'in',
        figures.filter((figure) => figure !== 'captured'),
      )
      .where('lead_events.created_at', '>=', start)
      .where('lead_events.created_at', '<', end);
    return visible(scope, {})
      .where('leads.created_at', '>=', start)
      .where('leads.created_at', '<', end)
      .select([capturedDay.as('day'), 'leads.product_id', 'leads.agent_id'])
      .select(sql<string>`'captured'`.as('figure'))
      .unionAll(
        db
          .selectFrom(moves.as('moves'))
          .select(['moves.day', 'moves.product_id', 'moves.agent_id', 'moves.figure']),
      );
  }

  /**
   * Sums of an organisation's tallies over the range, per day, per product and per agent, a row
   * per figure asked (the tallies keep a column per figure).
   */
  async function fromTallies(
    organisationId: string,
    range: ReportRange,
    figures: readonly ReportFigure[],
  ) {
    const columns = figures.map(tallyColumn);
    const sums = sql.join(
      columns.map((column) => sql`sum(${sql.ref(column)}) as ${sql.ref(column)}`),
    );
    const within = sql`where organisation_id = ${organisationId}
      and day between ${range.startDate}::date and ${range.endDate}::date`;
    const unpivoted = sql.join(
      figures.map((figure, at) => sql`(${figure}, totals.${sql.ref(columns[at]!)})`),
    );
    const { rows } = await sql<ReportRow>`
      select totals.day, totals.product_id, totals.agent_id, figures.figure,
        figures.count::text as count
      from (
        select day::text as day, product_id, null::uuid as agent_id, ${sums}
        from main.lead_product_days ${within}
        group by grouping sets ((day), (product_id))
        union all
        select null, null, agent_id, ${sums}
        from main.lead_agent_days ${within}
        group by agent_id
      ) totals
      cross join lateral (values ${unpivoted}) as figures (figure, count)`.execute(db);
    return rows;
  }
}

/** The tallies' column of a figure (migration 0019). */
const tallyColumn = (figure: ReportFigure) =>
  figure === 'captured' ? 'captured' : `to_${figure.toLowerCase()}`;
