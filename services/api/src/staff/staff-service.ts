import type { Kysely } from 'kysely';
import type { NewStaff, StaffChanges, StaffListQuery } from '@pamoja/contract/staff';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { badRequest, conflict, notFound } from '@pamoja/server-kit/errors';
import { createBranchRepository } from '../branches/branches-module';
import { createStaffLocationRepository } from '../branches/branches-module';
import type { MainDatabase } from '../db/schema';
import { createMembershipRepository } from '../organisations/organisations-module';
import { ensureAdminRemains, normaliseRoles } from '../organisations/organisations-module';
import { createOrganisationRepository } from '../organisations/organisations-module';
import { findOrInvitePerson, notifyAdded } from '../organisations/organisations-module';
import { requestOrganisation } from '../organisations/organisations-module';
import { createStaffRepository, type Placement } from './staff-repository';

/** The branch and location must be the organisation's, and the location in that branch. */
async function checkPlacement(
  trx: Kysely<MainDatabase>,
  organisationId: string,
  placement: Placement,
): Promise<Placement> {
  if (!(await createBranchRepository(trx).find(organisationId, placement.branchId))) {
    throw notFound('Branch');
  }
  if (placement.staffLocationId) {
    const locations = createStaffLocationRepository(trx);
    const location = await locations.find(organisationId, placement.staffLocationId);
    if (!location) throw notFound('Staff location');
    if (location.branchId !== placement.branchId) {
      throw badRequest('This staff location belongs to another branch.', [
        { path: 'staffLocationId', message: 'belongs to another branch' },
      ]);
    }
  }
  return placement;
}

/**
 * Staff: members of the organisation placed at a branch (and maybe a staff location). Changes
 * run under the organisation's lock, like every membership change.
 */
export function createStaffService(db: Kysely<MainDatabase>, publicUrl: string) {
  const staff = createStaffRepository(db);

  async function locked<T>(
    auth: AuthContext,
    work: (trx: Kysely<MainDatabase>, organisation: { id: string; name: string }) => Promise<T>,
  ) {
    const organisationId = requestOrganisation(auth);
    return db.transaction().execute(async (trx) => {
      const organisation = await createOrganisationRepository(trx).lockLive(organisationId);
      if (!organisation) throw notFound('Organisation');
      return work(trx, organisation);
    });
  }

  async function staffMember(trx: Kysely<MainDatabase>, organisationId: string, userId: string) {
    const found = await createStaffRepository(trx).find(organisationId, userId);
    if (!found) throw notFound('Staff member');
    return found;
  }

  return {
    /** A branch or location named in a filter must be the organisation's own, else 404. */
    async list(auth: AuthContext, query: StaffListQuery) {
      const organisationId = requestOrganisation(auth);
      if (
        query.branchId &&
        !(await createBranchRepository(db).find(organisationId, query.branchId))
      )
        throw notFound('Branch');
      if (
        query.staffLocationId &&
        !(await createStaffLocationRepository(db).find(organisationId, query.staffLocationId))
      )
        throw notFound('Staff location');
      return staff.list(organisationId, query);
    },

    get: (auth: AuthContext, userId: string) => staffMember(db, requestOrganisation(auth), userId),

    /** Adds the person (invited if new) as a member if needed, with the roles added to theirs. */
    add(auth: AuthContext, input: NewStaff) {
      return locked(auth, async (trx, organisation) => {
        const placement = await checkPlacement(trx, organisation.id, {
          branchId: input.branchId,
          staffLocationId: input.staffLocationId ?? null,
        });
        const { user, invited } = await findOrInvitePerson(trx, input, organisation, publicUrl);
        const memberships = createMembershipRepository(trx);
        const member = await memberships.find(organisation.id, user.id);
        if (member) {
          if (await createStaffRepository(trx).find(organisation.id, user.id)) {
            throw conflict(
              'This person is already on the staff. Edit their record instead.',
              'ALREADY_STAFF',
            );
          }
          // Becoming staff adds roles; it never takes one away.
          const roles = normaliseRoles([...member.roles, ...input.roles]);
          await memberships.setRoles(organisation.id, user.id, roles);
        } else {
          await memberships.add(organisation.id, user.id, normaliseRoles(input.roles));
          if (!invited) await notifyAdded(trx, user, organisation);
        }
        await createStaffRepository(trx).create(organisation.id, user.id, placement);
        return { staff: await staffMember(trx, organisation.id, user.id), invited };
      });
    },

    /** Another branch without a location named leaves the person without a location there. */
    update(auth: AuthContext, userId: string, changes: StaffChanges) {
      return locked(auth, async (trx, organisation) => {
        const current = await staffMember(trx, organisation.id, userId);
        const branchId = changes.branchId ?? current.branch.id;
        const keptLocation = branchId === current.branch.id ? current.staffLocation?.id : null;
        const placement = await checkPlacement(trx, organisation.id, {
          branchId,
          staffLocationId:
            changes.staffLocationId !== undefined
              ? changes.staffLocationId
              : (keptLocation ?? null),
        });
        if (changes.roles) {
          const roles = normaliseRoles(changes.roles);
          const memberships = createMembershipRepository(trx);
          const member = await memberships.find(organisation.id, userId);
          if (member) await ensureAdminRemains(trx, organisation.id, member, roles);
          await memberships.setRoles(organisation.id, userId, roles);
        }
        await createStaffRepository(trx).update(organisation.id, userId, {
          ...placement,
          active: changes.active,
        });
        return staffMember(trx, organisation.id, userId);
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
