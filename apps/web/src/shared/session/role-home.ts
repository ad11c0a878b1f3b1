import type { UserData } from '@pamoja/contract/auth';
import type { Role } from '@pamoja/contract/roles';

/**
 * The contract's ROLE_HOME (where each role lands after login), restated: importing it would
 * bring zod into /login, which must stay within its 150 KB budget. role-home.test.ts keeps the two
 * equal.
 */
export const ROLE_HOME: Readonly<Record<Role, string>> = {
  SUPER_ADMIN: '/admin',
  ADMIN: '/admin',
  AGENT: '/leads',
  MEMBER: '/home',
  INSTRUCTOR: '/home',
};

export const SET_PIN_PATH = '/set-pin';

/** Where a signed-in person belongs: the PIN first, then the home of the active role. */
export function homePath(userData: Pick<UserData, 'hasPin' | 'role'>): string {
  if (!userData.hasPin) return SET_PIN_PATH;
  return ROLE_HOME[userData.role] ?? '/home';
}

/** A path a guard remembered before sending someone to log in (only in-app paths). */
export function rememberedPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
