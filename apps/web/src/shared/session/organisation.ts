import type { UserData } from '@pamoja/contract/auth';

type Organisation = UserData['organisations'][number];

/**
 * The organisations the `x-organization` header may name: those where the active role is held
 * (the server refuses the others with 403); a SUPER_ADMIN's reach is platform-wide.
 */
export function eligibleOrganisations(userData: UserData): Organisation[] {
  if (userData.role === 'SUPER_ADMIN') return userData.organisations;
  return userData.organisations.filter((organisation) =>
    organisation.roles.includes(userData.role),
  );
}

/** The stored choice while it stays valid, else the first eligible organisation, else none. */
export function reconcileOrganisation(userData: UserData, current: string | null): string | null {
  const eligible = eligibleOrganisations(userData);
  if (current && eligible.some((organisation) => organisation.id === current)) return current;
  return eligible[0]?.id ?? null;
}
