import type { UserData } from '@pamoja/contract/auth';
import type { SessionData } from './session-store';

export type AbilityRule = UserData['ability'][number];

/**
 * Without stored data the visitor may only read the Auth pages (docs/identity-and-access.md).
 * Same rule as the contract's GUEST_ABILITY, restated so the shell does not load zod at runtime.
 */
export const DEFAULT_ABILITY: readonly AbilityRule[] = Object.freeze([
  { action: 'read', subject: 'Auth' },
]);

export function selectAbility(session: Pick<SessionData, 'userData'>): readonly AbilityRule[] {
  return session.userData?.ability ?? DEFAULT_ABILITY;
}
