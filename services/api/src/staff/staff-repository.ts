import type { Kysely } from 'kysely';
import type { KenyanCounty } from '@pamoja/contract/counties';
import type { Role } from '@pamoja/contract/roles';
import type { Staff, StaffListQuery } from '@pamoja/contract/staff';
import { fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';
import { personMatches } from '../organisations/organisations-module';

function staff(db: Kysely<MainDatabase>, organisationId: string) {
  return db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .innerJoin('memberships', (join) =>
      join
        .onRef('memberships.organisation_id', '=', 'staff.organisation_id')
        .onRef('memberships.user_id', '=', 'staff.user_id'),
    )
    .innerJoin('branches', 'branches.id', 'staff.branch_id')
    .leftJoin('staff_locations', 'staff_locations.id', 'staff.staff_location_id')
    .select([
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone_number',
      'users.status',
      'memberships.roles',
      'branches.id as branch_id',
      'branches.name as branch_name',
      'staff_locations.id as location_id',
      'staff_locations.name as location_name',
      'staff_locations.county',
      'staff.active',
      'staff.created_at',
      'staff.updated_at',
    ])
    .where('staff.organisation_id', '=', organisationId);
}

type Row = Awaited<ReturnType<ReturnType<typeof staff>['executeTakeFirstOrThrow']>>;

const toStaff = (row: Row): Staff => ({
  userId: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  fullName: `${row.first_name} ${row.last_name}`,
  email: row.email,
  phoneNumber: row.phone_number,
  status: row.status,
  roles: row.roles as Role[],
  branch: { id: row.branch_id, name: row.branch_name },
  staffLocation:
    row.location_id && row.location_name && row.county
      ? { id: row.location_id, name: row.location_name, county: row.county as KenyanCounty }
      : null,
  active: row.active,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export interface Placement {
  branchId: string;
  staffLocationId: string | null;
}

/** Staff records of one organisation, one per person; every query filters by it. */
export function createStaffRepository(db: Kysely<MainDatabase>) {
  return {
    async list(organisationId: string, query: StaffListQuery) {
      let q = staff(db, organisationId);
      if (query.search) q = q.where(personMatches(query.search));
      if (query.branchId) q = q.where('staff.branch_id', '=', query.branchId);
      if (query.staffLocationId) q = q.where('staff.staff_location_id', '=', query.staffLocationId);
      if (query.active !== undefined) q = q.where('staff.active', '=', query.active);
      const ordered = q.orderBy('users.first_name').orderBy('users.last_name').orderBy('users.id');
      const page = await fetchPage(ordered, query);
      return { items: page.rows.map(toStaff), total: page.total };
    },

    async find(organisationId: string, userId: string): Promise<Staff | undefined> {
      const row = await staff(db, organisationId)
        .where('staff.user_id', '=', userId)
        .executeTakeFirst();
      return row && toStaff(row);
    },

    async create(organisationId: string, userId: string, placement: Placement) {
      await db
        .insertInto('staff')
        .values({
          organisation_id: organisationId,
          user_id: userId,
          branch_id: placement.branchId,
          staff_location_id: placement.staffLocationId,
        })
        .execute();
    },

    async update(
      organisationId: string,
      userId: string,
      changes: Placement & { active?: boolean | undefined },
    ) {
      await db
        .updateTable('staff')
        .set({
          branch_id: changes.branchId,
          staff_location_id: changes.staffLocationId,
          ...(changes.active !== undefined && { active: changes.active }),
          updated_at: new Date(),
        })
        .where('organisation_id', '=', organisationId)
        .where('user_id', '=', userId)
        .execute();
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
