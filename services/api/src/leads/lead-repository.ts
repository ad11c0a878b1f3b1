import { sql, type Kysely } from 'kysely';
import type { LeadListQuery, LeadStatus } from '@pamoja/contract/leads';

/** The list's filters without its page. */
export type LeadFilters = Partial<Omit<LeadListQuery, 'page' | 'limit'>> & HealthOnly;
/** Only leads of health-insurance products (`GET product-leads/health-insurance`). */
type HealthOnly = { healthInsurance?: boolean };
import { containsPattern, fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';
import { facilityColumns, healthCategoryIds } from './facility-repository';

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

/** The columns a lead is shown with: its product's name and its agent's name. */
function leadsWithNames(db: Kysely<MainDatabase>) {
  return db
    .selectFrom('leads')
    .innerJoin('products', 'products.id', 'leads.product_id')
    .innerJoin('users as agent', 'agent.id', 'leads.agent_id')
    .leftJoin('facilities', 'facilities.id', 'leads.facility_id')
    .selectAll('leads')
    .select([
      ...facilityColumns,
      'products.name as product_name',
      'products.has_amount as product_has_amount',
      sql<string>`agent.first_name || ' ' || agent.last_name`.as('agent_name'),
    ])
    .where('leads.deleted_at', 'is', null);
}

export type LeadRow = Awaited<
  ReturnType<ReturnType<typeof leadsWithNames>['executeTakeFirstOrThrow']>
>;

/**
 * Any part of the column, without regard to case or accents: the same expression as the trigram
 * indexes of migration 0013, so the planner can use them.
 */
const folded = (column: 'leads.name' | 'leads.location', search: string) =>
  sql<boolean>`main.lead_search_text(lower(${sql.ref(column)})) like main.lead_search_text(lower(${containsPattern(search)}))`;

/** Counted exactly up to this many matches; above it `total` is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const startOfDay = (day: string) => new Date(day.length === 10 ? `${day}T00:00:00Z` : day);
/** `to` as a plain date includes its whole day. */
const endOf = (day: string) =>
  day.length === 10 ? new Date(startOfDay(day).getTime() + 86_400_000) : new Date(day);

/** Leads and their events. Every query is scoped by the organisation's id. */
export function createLeadRepository(db: Kysely<MainDatabase>) {
  function scoped(scope: LeadScope) {
    let query = leadsWithNames(db).where('leads.organisation_id', '=', scope.organisationId);
    if (scope.ownerId) {
      const owner = scope.ownerId;
      query = query.where((eb) =>
        eb.or([eb('leads.agent_id', '=', owner), eb('leads.assigned_to', '=', owner)]),
      );
    }
    return query;
  }

  /** The caller's leads matching the list's filters (docs/domains/leads.md#lists). */
  function filtered(scope: LeadScope, filters: LeadFilters) {
    let query = scoped(scope);
    if (filters.status) query = query.where('leads.status', '=', filters.status);
    if (filters.healthInsurance)
      query = query.where('products.category_id', 'in', healthCategoryIds);
    if (filters.referralId) query = query.where('leads.referral_id', '=', filters.referralId);
    if (filters.phoneNumber) query = query.where('leads.phone_number', '=', filters.phoneNumber);
    if (filters.name) query = query.where(folded('leads.name', filters.name));
    if (filters.location) query = query.where(folded('leads.location', filters.location));
    // Amount filters do not apply to leads of products without an amount.
    const { amountFrom, amountTo } = filters;
    if (amountFrom !== undefined) {
      query = query.where((eb) =>
        eb.or([eb('products.has_amount', '=', false), eb('leads.amount_cents', '>=', amountFrom)]),
      );
    }
    if (amountTo !== undefined) {
      query = query.where((eb) =>
        eb.or([eb('products.has_amount', '=', false), eb('leads.amount_cents', '<=', amountTo)]),
      );
    }
    if (filters.from) query = query.where('leads.created_at', '>=', startOfDay(filters.from));
    if (filters.to) query = query.where('leads.created_at', '<', endOf(filters.to));
    if (filters.product) query = query.where('leads.product_id', '=', filters.product);
    if (filters.agent) query = query.where('leads.agent_id', '=', filters.agent);
    if (filters.assignedTo) query = query.where('leads.assigned_to', '=', filters.assignedTo);
    return query;
  }

  return {
    /** A lead by id or by code (`LD-…`, any case). */
    find(scope: LeadScope, idOrCode: string) {
      const query = scoped(scope);
      return (
        UUID.test(idOrCode)
          ? query.where('leads.id', '=', idOrCode)
          : query.where('leads.code', '=', idOrCode.toUpperCase())
      ).executeTakeFirst();
    },

    /** A page, and `total` exact up to EXACT_COUNT_LIMIT, above it estimated (a million rows). */
    async list(scope: LeadScope, filters: LeadListQuery & HealthOnly) {
      const query = filtered(scope, filters);
      const [rows, counted] = await Promise.all([
        query
          .orderBy('leads.created_at', 'desc')
          .orderBy('leads.id', 'desc')
          .limit(filters.limit)
          .offset((filters.page - 1) * filters.limit)
          .execute(),
        db
          .selectFrom(
            query
              .clearSelect()
              .select(sql<number>`1`.as('one'))
              .limit(EXACT_COUNT_LIMIT + 1)
              .as('capped'),
          )
          .select(sql<string>`count(*)`.as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      const total = Number(counted.total);
      if (total <= EXACT_COUNT_LIMIT) return { rows, total, totalIsEstimate: false };
      // The plan of the same filtered query: its top node's row estimate.
      const [plan] = await query
        .clearSelect()
        .select(sql<number>`1`.as('one'))
        .explain('json');
      const json = Object.values(plan ?? {})[0];
      const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as {
        Plan: { 'Plan Rows': number };
      }[];
      const estimate = Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
      return { rows, total: Math.max(estimate, EXACT_COUNT_LIMIT + 1), totalIsEstimate: true };
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

    /**
     * The caller's leads matching `filters` (or among `ids`), newest first, `size` at a time:
     * keyset pages on (created_at, id), so an export never holds more than one page. The
     * cursor keeps the database's microseconds (a JS Date would lose them).
     */
    async *pages(scope: LeadScope, filters: LeadFilters & { ids?: string[] }, size = 500) {
      let after: { at: string; id: string } | null = null;
      for (;;) {
        let query = filtered(scope, filters).select(
          sql<string>`leads.created_at::text`.as('cursor_at'),
        );
        if (filters.ids) query = query.where('leads.id', 'in', filters.ids);
        if (after) {
          const { at, id } = after;
          query = query.where((eb) =>
            eb(
              eb.refTuple('leads.created_at', 'leads.id'),
              '<',
              eb.tuple(sql<Date>`${at}::timestamptz`, id),
            ),
          );
        }
        const rows = await query
          .orderBy('leads.created_at', 'desc')
          .orderBy('leads.id', 'desc')
          .limit(size)
          .execute();
        if (rows.length) yield rows;
        if (rows.length < size) return;
        const last = rows[rows.length - 1]!;
        after = { at: last.cursor_at, id: last.id };
      }
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
