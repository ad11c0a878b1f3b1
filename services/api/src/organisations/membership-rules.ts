import type { Kysely } from 'kysely';
import type { Member } from '@pamoja/contract/organisations';
import { roles as allRoles, type Role } from '@pamoja/contract/roles';
import { conflict } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createMembershipRepository } from './membership-repository';

/** Roles as stored: no repeats, in the platform's order, and always MEMBER. */
export function normaliseRoles(roles: readonly Role[]): Role[] {
  const wanted = new Set<Role>([...roles, 'MEMBER']);
  return allRoles.filter((role) => wanted.has(role));
}

/**
 * An organisation keeps at least one ADMIN: refuses to demote or remove its last one. Run it
 * after locking the organisation (`lockLive`), so two admins cannot leave at the same moment.
 */
export async function ensureAdminRemains(
  trx: Kysely<MainDatabase>,
  organisationId: string,
  member: Member,
  nextRoles: readonly Role[] | null,
) {
  const losesAdmin = member.roles.includes('ADMIN') && !nextRoles?.includes('ADMIN');
  if (!losesAdmin) return;
  if ((await createMembershipRepository(trx).adminCount(organisationId)) <= 1) {
    throw conflict(
      'An organisation needs at least one admin. Make someone else an admin first.',
      'LAST_ADMIN',
    );
  }
}
