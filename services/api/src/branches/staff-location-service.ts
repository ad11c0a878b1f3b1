import type { Kysely } from 'kysely';
import type {
  NewStaffLocation,
  StaffLocationChanges,
  StaffLocationListQuery,
} from '@pamoja/contract/branches';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { conflict, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { uniqueOr, unreferencedOr } from '@pamoja/server-kit/db-errors';
import { requestOrganisation } from '../organisations/organisations-module';
import { createBranchRepository } from './branch-repository';
import { createStaffLocationRepository } from './staff-location-repository';

const nameTaken = () =>
  conflict('This branch already has a staff location with this name.', 'STAFF_LOCATION_NAME_TAKEN');
const inUse = () =>
  conflict(
    'Staff work at this location. Move them to another location first.',
    'STAFF_LOCATION_IN_USE',
  );

/** Staff locations of the request's organisation; each belongs to one of its branches. */
export function createStaffLocationService(db: Kysely<MainDatabase>) {
  const locations = createStaffLocationRepository(db);

  async function location(auth: AuthContext, id: string) {
    const found = await locations.find(requestOrganisation(auth), id);
    if (!found) throw notFound('Staff location');
    return found;
  }

  /** A branch named in a body or filter must be the organisation's own, else 404. */
  async function ensureBranch(auth: AuthContext, branchId: string) {
    if (!(await createBranchRepository(db).find(requestOrganisation(auth), branchId))) {
      throw notFound('Branch');
    }
  }

  return {
    async list(auth: AuthContext, query: StaffLocationListQuery) {
      if (query.branchId) await ensureBranch(auth, query.branchId);
      return locations.list(requestOrganisation(auth), query);
    },
    get: location,

    async create(auth: AuthContext, input: NewStaffLocation) {
      await ensureBranch(auth, input.branchId);
      const { id } = await uniqueOr(
        () => locations.create(requestOrganisation(auth), { ...input, gps: input.gps ?? null }),
        nameTaken,
      );
      return location(auth, id);
    },

    /** Moving a location to another branch is refused while staff work there. */
    async update(auth: AuthContext, id: string, changes: StaffLocationChanges) {
      const organisationId = requestOrganisation(auth);
      const current = await location(auth, id);
      if (changes.branchId && changes.branchId !== current.branchId) {
        await ensureBranch(auth, changes.branchId);
        if ((await locations.staffCount(organisationId, id)) > 0) throw inUse();
      }
      await uniqueOr(() => locations.update(organisationId, id, changes), nameTaken);
      return location(auth, id);
    },

    async remove(auth: AuthContext, id: string) {
      await location(auth, id);
      const organisationId = requestOrganisation(auth);
      if ((await locations.staffCount(organisationId, id)) > 0) throw inUse();
      await unreferencedOr(() => locations.remove(organisationId, id), inUse);
    },
  };
}

export type StaffLocationService = ReturnType<typeof createStaffLocationService>;
