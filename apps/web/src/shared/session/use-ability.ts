import { useMemo } from 'react';
import { buildAbility } from '@pamoja/contract/ability';
import type { AppAbility } from '@pamoja/contract/ability';
import type { AbilityRule as ContractRule } from '@pamoja/contract/roles';
import { selectAbility } from './ability';
import type { AbilityRule } from './ability';
import { useSessionStore } from './session-store';

/** `[action, subject]`, e.g. `['read', 'Lead']`: what a route or a menu item needs. */
export type AbilityCheck = readonly [action: string, subject: string];

export function abilityFor(rules: readonly AbilityRule[]): AppAbility {
  // The stored rules are the server's CASL rules; unknown actions simply never match.
  return buildAbility(rules as ContractRule[]);
}

export function allows(ability: AppAbility, check: AbilityCheck | undefined): boolean {
  if (!check) return true;
  return ability.can(check[0] as ContractRule['action'], check[1]);
}

/**
 * The CASL ability of the active role; read on Auth only without a session
 * (docs/identity-and-access.md).
 */
export function useAbility(): AppAbility {
  const rules = useSessionStore(selectAbility);
  return useMemo(() => abilityFor(rules), [rules]);
}
