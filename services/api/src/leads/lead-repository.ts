import { sql, type Kysely, type SqlBool } from 'kysely';
import type { LeadListQuery } from '@pamoja/contract/leads';
import type { LeadStatus } from '@pamoja/contract/lead-states';
import { fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';
import { facilityColumns } from './facility-repository';
import { leadConditions, productAmountRule, talliedCount } from './lead-filter-repository';

/** The list's filters without its page. */
export type LeadFilters = Partial<Omit<LeadListQuery, 'page' | 'limit'>> & HealthOnly & AmountRule;
/** Only leads of health-insurance products (`GET product-leads/health-insurance`). */
type HealthOnly = { healthInsurance?: boolean };
/**
 * Set once the filters' one product is known to have an amount (`productAmountRule`): the amount
 * filters then apply to every lead the filters can match.
 */
type AmountRule = { amountApplies?: boolean };

/** Which leads a caller sees: the organisation's, or only those an agent captured or holds. */
export interface LeadScope {
  organisationId: string;
  /** Set for an AGENT: leads they captured (`agent_id`) or are assigned (`assigned_to`). */
  ownerId: string | null;
}

export type LeadValues = {
  organisation_id: string;
  product_id: string;
  code: string;
  name: string;
  phone_number: string;
  national_id_hash: string | null;
  national_id_last3: string | null;
  amount_cents: bigint | null;
  location: string;
  referral_id: string | null;
  facility_id?: string | null;
  agent_id: string;
  source: 'AGENT' | 'WEB_CHECKOUT';
  consent_verified_at: Date | null;
};

export interface LeadEventValues {
  lead_id: string;
  organisation_id: string;
  actor_id: string | null;
  action: string;
  from_status?: LeadStatus | null;
  to_status?: LeadStatus | null;
  reason?: string | null;
  details?: Record<string, unknown>;
  request_id: string | null;
}

/** Leads with what names them: their product, their agent and their facility (if any). */
export function joinedLeads(db: Kysely<MainDatabase>) {
  return db
    .selectFrom('leads')
    .innerJoin('products', 'products.id', 'leads.product_id')
    .innerJoin('users as agent', 'agent.id', 'leads.agent_id')
    .leftJoin('facilities', 'facilities.id', 'leads.facility_id');
}

/** The columns a lead is shown with: its product's name and its agent's name. */
function leadsWithNames(db: Kysely<MainDatabase>) {
  return joinedLeads(db)
    .selectAll('leads')
    .select([
      ...facilityColumns,
      'products.name as product_name',
      'products.has_amount as product_has_amount',
      sql<string>`agent.first_name || ' ' || agent.last_name`.as('agent_name'),
    ]);
}

export type LeadRow = Awaited<
  ReturnType<ReturnType<typeof leadsWithNames>['executeTakeFirstOrThrow']>
>;

/** Counted exactly up to this many matches; above it `total` is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Leads and their events. Every query is scoped by the organisation's id. */
export function createLeadRepository(db: Kysely<MainDatabase>) {
  // Built once: a builder never changes, and building its joins and columns again took a fifth
  // of a list request's statement work.
  const withNames = leadsWithNames(db);

  /** The caller's leads matching the list's filters, with their names, in no order yet. */
  function filtered(scope: LeadScope, filters: LeadFilters) {
    return withNames.where(leadConditions(scope, filters));
  }

  /**
   * The first EXACT_COUNT_LIMIT + 1 matching leads in the list's order, on leads alone: the
   * planner walks the ordered index and stops (without the order it chose a sequential scan to
   * reach 10,001 rows), and the partial indexes make it an index-only scan.
   */
  const capped = (scope: LeadScope, filters: LeadFilters) =>
    matching(scope, filters)
      .orderBy('leads.created_at', 'desc')
      .orderBy('leads.id', 'desc')
      .limit(EXACT_COUNT_LIMIT + 1);

  function matching(scope: LeadScope, filters: LeadFilters) {
    return db
      .selectFrom('leads')
      .select(['leads.id', 'leads.created_at'])
      .where(leadConditions(scope, filters));
  }

  /**
   * How many leads match, up to EXACT_COUNT_LIMIT + 1. An amount range that applies to its one
   * product is a range of the product's amount index holding the matches alone, so that count
   * reads them in the index's order (a quarter of the rows the ordered walk filters).
   */
  async function cappedCount(scope: LeadScope, filters: LeadFilters) {
    const upTo = filters.amountApplies
      ? matching(scope, filters).limit(EXACT_COUNT_LIMIT + 1)
      : capped(scope, filters);
    const counted = await db
      .selectFrom(upTo.as('capped'))
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow();
    return Number(counted.total);
  }

  /** Above EXACT_COUNT_LIMIT: the planner's row estimate of the filtered query (top plan node). */
  async function estimated(scope: LeadScope, filters: LeadFilters) {
    const [plan] = await db
      .selectFrom('leads')
      .select(sql<number>`1`.as('one'))
      .where(leadConditions(scope, filters))
      .explain('json');
    const json = Object.values(plan ?? {})[0];
    const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as {
      Plan: { 'Plan Rows': number };
    }[];
    const estimate = Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
    return { total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), totalIsEstimate: true };
  }

  async function totalOf(counted: number, scope: LeadScope, filters: LeadFilters) {
    if (counted <= EXACT_COUNT_LIMIT) return { total: counted, totalIsEstimate: false };
    return estimated(scope, filters);
  }

  /**
   * A page within the first EXACT_COUNT_LIMIT + 1 matches and their count in one statement: the
   * matches are found once, the page is taken from them and only its rows get their names.
   */
  async function pageWithCount(scope: LeadScope, filters: LeadListQuery, offset: number) {
    // `capped` is a CTE: named in raw SQL, as the typed builder knows only the schema's tables.
    const withCapped = db.with('capped', () => capped(scope, filters));
    const rows = await leadsWithNames(withCapped as unknown as Kysely<MainDatabase>)
      .select(sql<string>`(select count(*) from capped)`.as('capped_total'))
      .where(
        sql<SqlBool>`${sql.ref('leads.id')} in (select id from capped
          order by created_at desc, id desc limit ${filters.limit} offset ${offset})`,
      )
      .orderBy('leads.created_at', 'desc')
      .orderBy('leads.id', 'desc')
      .execute();
    return { rows, counted: rows[0] ? Number(rows[0].capped_total) : null };
  }

  return {
    /** A lead by id or by code (`LD-…`, any case). */
    find(scope: LeadScope, idOrCode: string) {
      const query = filtered(scope, {});
      return (
        UUID.test(idOrCode)
          ? query.where('leads.id', '=', idOrCode)
          : query.where('leads.code', '=', idOrCode.toUpperCase())
      ).executeTakeFirst();
    },

    /**
     * A page, and `total`: from the kept tallies when they answer the filters, else exact up to
     * EXACT_COUNT_LIMIT and estimated above it (a million rows).
     */
    async list(scope: LeadScope, query: LeadListQuery & HealthOnly) {
      const filters = await productAmountRule(db, scope, query);
      const tallied = talliedCount(db, scope, filters);
      if (tallied) {
        const ordered = filtered(scope, filters)
          .orderBy('leads.created_at', 'desc')
          .orderBy('leads.id', 'desc');
        return { ...(await fetchPage(ordered, filters, tallied)), totalIsEstimate: false };
      }
      const offset = (filters.page - 1) * filters.limit;
      // A text search finds its matches through the trigram index, then sorts them: once for
      // both. Any other filter walks an ordered index, cheaper than keeping 10,001 matches.
      const search = Boolean(filters.name || filters.location);
      if (search && offset + filters.limit <= EXACT_COUNT_LIMIT + 1) {
        const { rows, counted } = await pageWithCount(scope, filters, offset);
        // No row: nothing matches, or the page is past the end and the count comes alone.
        if (counted !== null || offset === 0) {
          return { rows, ...(await totalOf(counted ?? 0, scope, filters)) };
        }
      }
      const rows = await filtered(scope, filters)
        .orderBy('leads.created_at', 'desc')
        .orderBy('leads.id', 'desc')
        .limit(filters.limit)
        .offset(offset)
        .execute();
      // A page shorter than `limit` is the last one: its rows already say the total.
      if (rows.length > 0 && rows.length < filters.limit) {
        return { rows, total: offset + rows.length, totalIsEstimate: false };
      }
      return { rows, ...(await totalOf(await cappedCount(scope, filters), scope, filters)) };
    },

    /** The caller's leads matching `filters`, newest first, to read whole or page by page. */
    filtered,

    /** Up to `limit` of the caller's leads matching `filters`, newest first, compactly. */
    compact(scope: LeadScope, filters: LeadFilters, limit: number) {
      return filtered(scope, filters)
        .clearSelect()
        .select([
          'leads.id',
          'leads.code',
          'leads.status',
          'leads.product_id',
          'leads.amount_cents',
          'leads.created_at',
          'products.name as product_name',
        ])
        .orderBy('leads.created_at', 'desc')
        .orderBy('leads.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** The organisation's live leads among `ids` (their ids only). */
    existing(organisationId: string, ids: string[]) {
      return db
        .selectFrom('leads')
        .select('id')
        .where('organisation_id', '=', organisationId)
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .execute();
    },

    /** The organisation's live leads among `ids`, locked in id order (no deadlocks) until commit. */
    lockMany(organisationId: string, ids: string[]) {
      return db
        .selectFrom('leads')
        .select(['id', 'status', 'version', 'agent_id', 'assigned_to'])
        .where('organisation_id', '=', organisationId)
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .forUpdate()
        .execute();
    },

    async insert(values: LeadValues) {
      const row = await db
        .insertInto('leads')
        .values({ ...values, status: values.source === 'AGENT' ? 'NEW' : 'APPROVED' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Serialises captures for one phone and product until commit, so two parallel captures
     * cannot both pass the duplicate check.
     */
    async lockCustomer(organisationId: string, phoneNumber: string, productId: string) {
      const key = `lead:${organisationId}:${phoneNumber}:${productId}`;
      await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
    },

    /** An open (not REJECTED or CANCELLED) lead for the phone and product since `since`. */
    openDuplicate(organisationId: string, phoneNumber: string, productId: string, since: Date) {
      return db
        .selectFrom('leads')
        .select(['id', 'code'])
        .where('organisation_id', '=', organisationId)
        .where('phone_number', '=', phoneNumber)
        .where('product_id', '=', productId)
        .where('created_at', '>=', since)
        .where('deleted_at', 'is', null)
        .where('status', 'not in', ['REJECTED', 'CANCELLED'])
        .executeTakeFirst();
    },

    /** Changes a lead's fields and moves its version on. */
    async update(
      organisationId: string,
      id: string,
      columns: Partial<Omit<LeadValues, 'organisation_id' | 'code' | 'source'>> & {
        status?: LeadStatus;
        reason?: string | null;
        assigned_to?: string | null;
        deleted_at?: Date;
      },
    ) {
      const result = await db
        .updateTable('leads')
        .set((eb) => ({ ...columns, version: eb('version', '+', 1), updated_at: new Date() }))
        .where('organisation_id', '=', organisationId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async addEvent(event: LeadEventValues) {
      await db
        .insertInto('lead_events')
        .values({ ...event, details: JSON.stringify(event.details ?? {}) })
        .execute();
    },

    /** Several events at once (an export of many leads). */
    async addEvents(events: LeadEventValues[]) {
      if (!events.length) return;
      await db
        .insertInto('lead_events')
        .values(events.map((event) => ({ ...event, details: JSON.stringify(event.details ?? {}) })))
        .execute();
    },

    /** A lead's activity log, newest first, with the actor's name. */
    async events(organisationId: string, leadId: string, page: { page: number; limit: number }) {
      const query = db
        .selectFrom('lead_events')
        .leftJoin('users', 'users.id', 'lead_events.actor_id')
        .selectAll('lead_events')
        .select(sql<string | null>`users.first_name || ' ' || users.last_name`.as('actor_name'))
        .where('lead_events.organisation_id', '=', organisationId)
        .where('lead_events.lead_id', '=', leadId)
        .orderBy('lead_events.created_at', 'desc')
        .orderBy('lead_events.id', 'desc');
      return fetchPage(query, page);
    },

    /** Where a person's codes go (an approver outside the organisation: a SUPER_ADMIN). */
    contactOf(userId: string) {
      return db
        .selectFrom('users')
        .select(['phone_number as phoneNumber', 'email'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** The product a lead is for, as far as leads care: its amount rules and whether it is on sale. */
    productOf(organisationId: string, productId: string) {
      return db
        .selectFrom('products')
        .select([
          'id',
          'name',
          'approved',
          'status',
          'has_amount',
          'min_amount_cents',
          'max_amount_cents',
        ])
        .where('organisation_id', '=', organisationId)
        .where('id', '=', productId)
        .executeTakeFirst();
    },
  };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;
