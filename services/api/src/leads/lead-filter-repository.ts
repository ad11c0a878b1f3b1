import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { containsPattern, type CountQuery } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';
import { healthCategoryIds } from './facility-repository';
import type { LeadFilters, LeadScope } from './lead-repository';

/**
 * Any part of the column, without regard to case or accents: the same expression as the trigram
 * indexes of migration 0013, so the planner can use them.
 */
const folded = (column: 'leads.name' | 'leads.location', search: string) =>
  sql<boolean>`main.lead_search_text(lower(${sql.ref(column)})) like main.lead_search_text(lower(${containsPattern(search)}))`;

const startOfDay = (day: string) => new Date(day.length === 10 ? `${day}T00:00:00Z` : day);
/** `to` as a plain date includes its whole day. */
const endOf = (day: string) =>
  day.length === 10 ? new Date(startOfDay(day).getTime() + 86_400_000) : new Date(day);

/**
 * The list's filters as conditions on `leads` alone (docs/domains/leads.md#lists), so the
 * capped count can read one index without the joins. Product facts (health insurance, whether
 * it has an amount) are uncorrelated subqueries: computed once per statement (an InitPlan), so
 * `product_id = any(…)` stays an index condition.
 */
export function leadConditions(scope: LeadScope, filters: LeadFilters) {
  const eb = expressionBuilder<MainDatabase, 'leads'>();
  const where: Expression<SqlBool>[] = [
    eb('leads.deleted_at', 'is', null),
    eb('leads.organisation_id', '=', scope.organisationId),
  ];
  if (scope.ownerId) {
    const owner = scope.ownerId;
    where.push(eb.or([eb('leads.agent_id', '=', owner), eb('leads.assigned_to', '=', owner)]));
  }
  const products = eb
    .selectFrom('products')
    .select('products.id')
    .where('products.organisation_id', '=', scope.organisationId);
  if (filters.status) where.push(eb('leads.status', '=', filters.status));
  if (filters.healthInsurance) {
    const health = products.where((inner) =>
      inner('products.category_id', 'in', healthCategoryIds(inner)),
    );
    where.push(eb('leads.product_id', 'in', health));
  }
  if (filters.referralId) where.push(eb('leads.referral_id', '=', filters.referralId));
  if (filters.phoneNumber) where.push(eb('leads.phone_number', '=', filters.phoneNumber));
  if (filters.name) where.push(folded('leads.name', filters.name));
  if (filters.location) where.push(folded('leads.location', filters.location));
  // Amount filters do not apply to leads of products without an amount (a handful per
  // organisation: an array computed once, not a join per lead).
  const { amountFrom, amountTo } = filters;
  if (amountFrom !== undefined || amountTo !== undefined) {
    const noAmount = products.where('products.has_amount', '=', false);
    const inRange: Expression<SqlBool>[] = [];
    if (amountFrom !== undefined) inRange.push(eb('leads.amount_cents', '>=', amountFrom));
    if (amountTo !== undefined) inRange.push(eb('leads.amount_cents', '<=', amountTo));
    where.push(
      filters.amountApplies
        ? eb.and(inRange)
        : eb.or([
            sql<SqlBool>`${sql.ref('leads.product_id')} = any(array(${noAmount}))`,
            eb.and(inRange),
          ]),
    );
  }
  if (filters.from) where.push(eb('leads.created_at', '>=', startOfDay(filters.from)));
  if (filters.to) where.push(eb('leads.created_at', '<', endOf(filters.to)));
  if (filters.product) where.push(eb('leads.product_id', '=', filters.product));
  if (filters.agent) where.push(eb('leads.agent_id', '=', filters.agent));
  if (filters.assignedTo) where.push(eb('leads.assigned_to', '=', filters.assignedTo));
  return eb.and(where);
}

/**
 * The filters with their one product's amount rule settled before the statement: a product
 * without an amount drops the amount filters, one with an amount applies them as a plain range.
 * The per-lead rule is an OR the planner cannot read an index range from, so the capped count
 * read every live lead of the product (40,000 at a million leads) where the range of
 * `leads_live_product_amount_idx` reads only the matches. Filters naming no product (or one the
 * organisation lacks, which matches nothing) keep the per-lead rule.
 */
export async function productAmountRule<Filters extends LeadFilters>(
  db: Kysely<MainDatabase>,
  scope: LeadScope,
  filters: Filters,
): Promise<Filters> {
  const { product, amountFrom, amountTo } = filters;
  if (!product || (amountFrom === undefined && amountTo === undefined)) return filters;
  const found = await db
    .selectFrom('products')
    .select('has_amount')
    .where('id', '=', product)
    .where('organisation_id', '=', scope.organisationId)
    .executeTakeFirst();
  if (!found) return filters;
  if (found.has_amount) return { ...filters, amountApplies: true };
  return { ...filters, amountFrom: undefined, amountTo: undefined };
}

/** The filters `lead_totals` is kept by; any other one needs the leads themselves. */
const TALLIED = new Set(['page', 'limit', 'business', 'status', 'product', 'agent']);

/**
 * The list's exact total from `lead_totals` (migration 0018: live leads per organisation,
 * status, product and agent), when every filter set is one of its keys and the caller sees the
 * whole organisation; otherwise undefined and the leads are counted.
 */
export function talliedCount(
  db: Kysely<MainDatabase>,
  scope: LeadScope,
  filters: LeadFilters,
): CountQuery | undefined {
  if (scope.ownerId) return undefined;
  const set = Object.entries(filters).filter(([, value]) => value !== undefined);
  if (set.some(([key]) => !TALLIED.has(key))) return undefined;
  let count = db
    .selectFrom('lead_totals')
    .select(sql<string>`coalesce(sum(lead_totals.count), 0)`.as('total'))
    .where('lead_totals.organisation_id', '=', scope.organisationId);
  if (filters.status) count = count.where('lead_totals.status', '=', filters.status);
  if (filters.product) count = count.where('lead_totals.product_id', '=', filters.product);
  if (filters.agent) count = count.where('lead_totals.agent_id', '=', filters.agent);
  return count;
}
