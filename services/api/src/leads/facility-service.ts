import type { Kysely } from 'kysely';
import type { Facility, FacilityListQuery } from '@pamoja/contract/facilities';
import type { MainDatabase } from '../db/schema';
import { createFacilityRepository } from './facility-repository';

/** The facility list a health-insurance lead is captured with (reference data, any organisation). */
export function createFacilityService(db: Kysely<MainDatabase>) {
  const facilities = createFacilityRepository(db);
  return {
    async list(query: FacilityListQuery) {
      const page = await facilities.search(query);
      const items: Facility[] = page.rows.map((row) => ({
        id: row.id,
        kmhflCode: row.kmhfl_code,
        name: row.name,
        county: row.county,
        level: row.level,
      }));
      return { items, total: page.total };
    },
  };
}
