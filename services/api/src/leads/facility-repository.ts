import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { FacilityListQuery } from '@pamoja/contract/facilities';
import { containsPattern, fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

/** The category whose products need a facility (migration 0008). */
export const HEALTH_INSURANCE_SLUG = 'health-insurance';

/** A lead's facility as joined onto the lead (`leads left join facilities`). */
export const facilityColumns = [
  'facilities.kmhfl_code as facility_kmhfl_code',
  'facilities.name as facility_name',
  'facilities.county as facility_county',
  'facilities.level as facility_level',
] as const;

/** The ids of the health-insurance categories, for `products.category_id in (…)`. */
export const healthCategoryIds = (eb: ExpressionBuilder<MainDatabase, 'products'>) =>
  eb
    .selectFrom('categories')
    .select('categories.id')
    .where('categories.slug', '=', HEALTH_INSURANCE_SLUG);

/** Facilities (reference data, the same for every organisation) and the lookups capture needs. */
export function createFacilityRepository(db: Kysely<MainDatabase>) {
  return {
    /** Name contains `search` (any case) or the KMHFL code starts with it; by name. */
    search(query: FacilityListQuery) {
      let rows = db
        .selectFrom('facilities')
        .select(['id', 'kmhfl_code', 'name', 'county', 'level']);
      if (query.county) rows = rows.where('county', '=', query.county);
      if (query.search) {
        const search = query.search;
        rows = rows.where((eb) =>
          eb.or([
            eb('name', 'ilike', containsPattern(search)),
            eb('kmhfl_code', 'like', `${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`),
          ]),
        );
      }
      return fetchPage(rows.orderBy('name').orderBy('kmhfl_code'), query);
    },

    find(id: string) {
      return db
        .selectFrom('facilities')
        .select(['id', 'kmhfl_code', 'name', 'county', 'level'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Whether the organisation's product is in the health-insurance category. */
    async isHealthProduct(organisationId: string, productId: string) {
      const row = await db
        .selectFrom('products')
        .innerJoin('categories', 'categories.id', 'products.category_id')
        .select(sql<boolean>`categories.slug = ${HEALTH_INSURANCE_SLUG}`.as('health'))
        .where('products.organisation_id', '=', organisationId)
        .where('products.id', '=', productId)
        .executeTakeFirst();
      return row?.health === true;
    },

    /** Whether a member holds this referral code (stored upper-case). */
    async referralExists(code: string) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('referral_code', '=', code.toUpperCase())
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type FacilityRepository = ReturnType<typeof createFacilityRepository>;
