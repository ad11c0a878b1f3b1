import { dateTimeLabel } from '../lib/format';
import { withSeed } from '../lib/seeded';
import type { Permission, PermissionRole } from '../schemas/permission-schema';

// The nine sample permissions and who holds them; only the dates come from the generator.
const SAMPLE: ReadonlyArray<[string, PermissionRole[]]> = [
  ['Management', ['administrator']],
  ['Manage Billing & Roles', ['administrator']],
  ['Add & Remove Users', ['administrator', 'manager']],
  ['Project Planning', ['administrator', 'user', 'support']],
  ['Manage Email Sequences', ['administrator', 'user', 'support']],
  ['Client Communication', ['administrator', 'manager']],
  ['Only View', ['administrator', 'restricted-user']],
  ['Financial Management', ['administrator', 'manager']],
  ["Manage Others' Tasks", ['administrator', 'support']],
];

export function buildPermissions(): Permission[] {
  return withSeed('permissions', (f) =>
    SAMPLE.map(([name, assignedTo], index) => ({
      id: index + 1,
      name,
      assignedTo,
      createdDate: dateTimeLabel(f.date.between({ from: '2021-01-01', to: '2025-06-01' })),
    })),
  );
}
