import type { Kysely } from 'kysely';
import type { MemberListQuery, NewMember } from '@pamoja/contract/organisations';
import type { Role } from '@pamoja/contract/roles';
import { conflict, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createMembershipRepository } from './membership-repository';
import { ensureAdminRemains, normaliseRoles } from './membership-rules';
import { createOrganisationRepository } from './organisation-repository';
import { findOrInvitePerson, notifyAdded } from './person-invitation';

/**
 * Who belongs to an organisation. Changes run under a lock on the organisation, so the
 * last-admin rule holds when two admins act at once.
 */
export function createMembershipService(db: Kysely<MainDatabase>, publicUrl: string) {
  async function locked<T>(
    organisationId: string,
    work: (trx: Kysely<MainDatabase>, organisation: { id: string; name: string }) => Promise<T>,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const organisation = await createOrganisationRepository(trx).lockLive(organisationId);
      if (!organisation) throw notFound('Organisation');
      return work(trx, organisation);
    });
  }

  async function memberOf(trx: Kysely<MainDatabase>, organisationId: string, userId: string) {
    const member = await createMembershipRepository(trx).find(organisationId, userId);
    if (!member) throw notFound('Member');
    return member;
  }

  return {
    list: (organisationId: string, query: MemberListQuery) =>
      createMembershipRepository(db).list(organisationId, query),

    /** Adds a person by e-mail or phone; someone new gets a pending account and an invitation. */
    add(organisationId: string, input: NewMember) {
      return locked(organisationId, async (trx, organisation) => {
        const { user, invited } = await findOrInvitePerson(trx, input, organisation, publicUrl);
        const memberships = createMembershipRepository(trx);
        if (await memberships.find(organisationId, user.id)) {
          throw conflict(
            'This person is already a member. Change their roles instead.',
            'ALREADY_MEMBER',
          );
        }
        await memberships.add(organisationId, user.id, normaliseRoles(input.roles));
        if (!invited) await notifyAdded(trx, user, organisation);
        return { member: await memberOf(trx, organisationId, user.id), invited };
      });
    },

    changeRoles(organisationId: string, userId: string, roles: Role[]) {
      return locked(organisationId, async (trx) => {
        const member = await memberOf(trx, organisationId, userId);
        const next = normaliseRoles(roles);
        await ensureAdminRemains(trx, organisationId, member, next);
        await createMembershipRepository(trx).setRoles(organisationId, userId, next);
        return memberOf(trx, organisationId, userId);
      });
    },

    /** Ends a membership; the person's team places and staff record end with it. */
    end(organisationId: string, userId: string) {
      return locked(organisationId, async (trx) => {
        const member = await memberOf(trx, organisationId, userId);
        await ensureAdminRemains(trx, organisationId, member, null);
        await createMembershipRepository(trx).remove(organisationId, userId);
      });
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
