import type { DirectoryUser } from '../../mock/schemas/directory-user-schema';
import type { PermissionRole } from '../../mock/schemas/permission-schema';

// Restated here (not imported from the mock's schemas) so the pages do not pull zod in with them.
export const USER_ROLE_LIST: readonly DirectoryUser['role'][] = [
  'admin',
  'editor',
  'author',
  'maintainer',
  'subscriber',
];
export const USER_PLAN_LIST: readonly DirectoryUser['currentPlan'][] = [
  'basic',
  'team',
  'company',
  'enterprise',
];
export const USER_STATUS_LIST: readonly DirectoryUser['status'][] = [
  'active',
  'inactive',
  'pending',
];
export const USER_BILLING_LIST: readonly DirectoryUser['billing'][] = [
  'Manual - Credit Card',
  'Manual - Paypal',
  'Manual - Cash',
  'Auto Debit',
];
export const PERMISSION_ROLE_LIST: readonly PermissionRole[] = [
  'administrator',
  'manager',
  'user',
  'support',
  'restricted-user',
];

export type Tone = 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'secondary';

export const STATUS_TONES: Record<DirectoryUser['status'], Tone> = {
  active: 'success',
  inactive: 'secondary',
  pending: 'warning',
};

export const ROLE_TONES: Record<PermissionRole, Tone> = {
  administrator: 'primary',
  manager: 'warning',
  user: 'success',
  support: 'info',
  'restricted-user': 'danger',
};

/** `restricted-user` → `restrictedUser`, the key of its translation. */
export const roleKey = (role: PermissionRole) =>
  role.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** `Manual - Credit Card` → `manualCreditCard`. */
export const billingKey = (billing: DirectoryUser['billing']) =>
  billing
    .replace(/[^A-Za-z ]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word.toLowerCase() : word))
    .join('');
