import type { Kysely } from 'kysely';
import type {
  NewStaffLocation,
  StaffLocation,
  StaffLocationChanges,
  StaffLocationListQuery,
} from '@pamoja/contract/branches';
import type { KenyanCounty } from '@pamoja/contract/counties';
import { containsPattern, fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

function staffLocations(db: Kysely<MainDatabase>, organisationId: string) {
  return db
    .selectFrom('staff_locations')
    .innerJoin('branches', 'branches.id', 'staff_locations.branch_id')
    .select([
      'staff_locations.id',
      'staff_locations.branch_id',
      'branches.name as branch_name',
      'staff_locations.name',
      'staff_locations.county',
      'staff_locations.latitude',
      'staff_locations.longitude',
      'staff_locations.created_at',
      'staff_locations.updated_at',
    ])
    .where('staff_locations.organisation_id', '=', organisationId);
}

type Row = Awaited<ReturnType<ReturnType<typeof staffLocations>['executeTakeFirstOrThrow']>>;

const toStaffLocation = (row: Row): StaffLocation => ({
  id: row.id,
  branchId: row.branch_id,
  branchName: row.branch_name,
  name: row.name,
  county: row.county as KenyanCounty,
  gps:
    row.latitude === null || row.longitude === null
      ? null
      : { lat: Number(row.latitude), lng: Number(row.longitude) },
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const columnsOf = (changes: StaffLocationChanges) => ({
  ...(changes.branchId !== undefined && { branch_id: changes.branchId }),
  ...(changes.name !== undefined && { name: changes.name }),
  ...(changes.county !== undefined && { county: changes.county }),
  ...(changes.gps !== undefined && {
    latitude: changes.gps?.lat ?? null,
    longitude: changes.gps?.lng ?? null,
  }),
});

/** Staff locations of one organisation; every query filters by it. */
export function createStaffLocationRepository(db: Kysely<MainDatabase>) {
  return {
    async list(organisationId: string, query: StaffLocationListQuery) {
      let q = staffLocations(db, organisationId);
      if (query.branchId) q = q.where('staff_locations.branch_id', '=', query.branchId);
      if (query.county) q = q.where('staff_locations.county', '=', query.county);
      if (query.search) {
        const pattern = containsPattern(query.search);
        q = q.where((eb) =>
          eb.or([
            eb('staff_locations.name', 'ilike', pattern),
            eb('staff_locations.county', 'ilike', pattern),
          ]),
        );
      }
      const ordered = q.orderBy('staff_locations.name').orderBy('staff_locations.id');
      const page = await fetchPage(ordered, query);
      return { items: page.rows.map(toStaffLocation), total: page.total };
    },

    async find(organisationId: string, id: string): Promise<StaffLocation | undefined> {
      const row = await staffLocations(db, organisationId)
        .where('staff_locations.id', '=', id)
        .executeTakeFirst();
      return row && toStaffLocation(row);
    },

    create(organisationId: string, input: NewStaffLocation) {
      return db
        .insertInto('staff_locations')
        .values({
          organisation_id: organisationId,
          branch_id: input.branchId,
          name: input.name,
          county: input.county,
          latitude: input.gps?.lat ?? null,
          longitude: input.gps?.lng ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    async update(organisationId: string, id: string, changes: StaffLocationChanges) {
      const result = await db
        .updateTable('staff_locations')
        .set({ ...columnsOf(changes), updated_at: new Date() })
        .where('organisation_id', '=', organisationId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(organisationId: string, id: string) {
      const result = await db
        .deleteFrom('staff_locations')
        .where('organisation_id', '=', organisationId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async staffCount(organisationId: string, id: string): Promise<number> {
      const row = await db
        .selectFrom('staff')
        .select((eb) => eb.fn.countAll<string | bigint>().as('n'))
        .where('organisation_id', '=', organisationId)
        .where('staff_location_id', '=', id)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type StaffLocationRepository = ReturnType<typeof createStaffLocationRepository>;
