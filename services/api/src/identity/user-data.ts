import { abilityRulesFor, roles as allRoles, type Role } from '@pamoja/contract/roles';
import type { UserData } from '@pamoja/contract/auth';
import type { OrganisationRoles, UserRow } from './user-repository';

/** Every role the user holds anywhere; everyone is at least a MEMBER. */
export function rolesHeld(user: UserRow, organisations: OrganisationRoles[]): Role[] {
  const held = new Set<Role>(['MEMBER']);
  if (user.platform_role === 'SUPER_ADMIN') held.add('SUPER_ADMIN');
  for (const organisation of organisations) for (const role of organisation.roles) held.add(role);
  return allRoles.filter((role) => held.has(role));
}

/** The stored active role if the user still holds it, else the most capable one held. */
export function activeRole(user: UserRow, held: Role[]): Role {
  return held.includes(user.active_role as Role)
    ? (user.active_role as Role)
    : (held[0] ?? 'MEMBER');
}

/** The userData the web app stores after login, switch role and profile fetch. */
export function toUserData(
  user: UserRow,
  organisations: OrganisationRoles[],
  role: Role,
): UserData {
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    fullName: `${user.first_name} ${user.last_name}`,
    email: user.email,
    phoneNumber: user.phone_number,
    avatar: user.avatar,
    hasPin: user.pin_hash !== null,
    role,
    roles: rolesHeld(user, organisations),
    organisations,
    ability: abilityRulesFor(role),
  };
}
