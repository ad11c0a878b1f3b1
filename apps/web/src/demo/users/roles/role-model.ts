import type { Permission, PermissionRole } from '../../mock/schemas/permission-schema';

export const ACCESS_KINDS = ['read', 'write', 'create'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** A role card: its name, how many hold it, and (for the sample roles) its permission role. */
export interface RoleCard {
  id: string;
  name: string;
  users: number;
  role?: PermissionRole;
  /** Ticked boxes as `permissionId.kind`; a sample role's come from the permissions' assignedTo. */
  grants?: readonly string[];
}

/** The template's sample roles and their head counts. */
export const SAMPLE_ROLES: readonly RoleCard[] = [
  { id: 'administrator', name: 'Administrator', users: 4, role: 'administrator' },
  { id: 'manager', name: 'Manager', users: 7, role: 'manager' },
  { id: 'user', name: 'Users', users: 5, role: 'user' },
  { id: 'support', name: 'Support', users: 6, role: 'support' },
  { id: 'restricted-user', name: 'Restricted User', users: 10, role: 'restricted-user' },
];

export const grantOf = (permissionId: number, kind: AccessKind) => `${permissionId}.${kind}`;

/** What a role's dialog opens with: its own ticks, else every kind of each permission it holds. */
export function grantsOf(role: RoleCard | undefined, permissions: readonly Permission[]): string[] {
  if (!role) return [];
  if (role.grants) return [...role.grants];
  const held = permissions.filter(
    (permission) => role.role && permission.assignedTo.includes(role.role),
  );
  return held.flatMap((permission) => ACCESS_KINDS.map((kind) => grantOf(permission.id, kind)));
}
