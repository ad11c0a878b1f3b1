/**
 * What a demo login may do, as action/subject pairs (`manage` and `all` are wildcards). This file
 * stands alone, with no mock code, so demo pages can read abilities without starting the mock.
 */
export interface DemoAbilityRule {
  action: string;
  subject: string;
}

/** Where the demo account pages keep the demo login: apart from the product's own session. */
export const DEMO_USER_DATA_KEY = 'pamoja.demo.userData';

/** Without a stored demo login, only the account pages are open. */
export const DEFAULT_DEMO_ABILITY: readonly DemoAbilityRule[] = [
  { action: 'read', subject: 'Auth' },
];

export const ADMIN_ABILITY: readonly DemoAbilityRule[] = [{ action: 'manage', subject: 'all' }];

export const CLIENT_ABILITY: readonly DemoAbilityRule[] = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
];

function isRule(value: unknown): value is DemoAbilityRule {
  if (!value || typeof value !== 'object') return false;
  const { action, subject } = value as Record<string, unknown>;
  return typeof action === 'string' && typeof subject === 'string';
}

/** The ability of the stored demo login; the default for none, or for anything unreadable. */
export function storedDemoAbility(
  storage: Pick<Storage, 'getItem'> = localStorage,
): DemoAbilityRule[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(DEMO_USER_DATA_KEY) ?? 'null');
    const ability = (stored as { ability?: unknown } | null)?.ability;
    if (Array.isArray(ability) && ability.length > 0 && ability.every(isRule)) return ability;
  } catch {
    // Unreadable data counts as no demo login.
  }
  return [...DEFAULT_DEMO_ABILITY];
}

export function demoCan(
  rules: readonly DemoAbilityRule[],
  action: string,
  subject: string,
): boolean {
  return rules.some(
    (rule) =>
      (rule.action === 'manage' || rule.action === action) &&
      (rule.subject === 'all' || rule.subject === subject),
  );
}
