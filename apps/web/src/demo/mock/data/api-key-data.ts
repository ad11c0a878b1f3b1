import { isoDay } from '../lib/format';
import { withSeed } from '../lib/seeded';
import type { DemoFaker } from '../lib/seeded';
import type { ApiKey } from '../schemas/api-key-schema';

/** A key in the template's shape: four groups of hexadecimal characters. */
export function drawApiKey(f: DemoFaker): string {
  return Array.from({ length: 4 }, () => f.string.hexadecimal({ length: 8, prefix: '' }))
    .join('-')
    .toLowerCase();
}

export function buildApiKeys(): ApiKey[] {
  return withSeed('api-keys', (f) =>
    (
      [
        ['Server key 1', 'full'],
        ['Server key 2', 'read-write'],
        ['Server key 3', 'read'],
      ] as const
    ).map(([name, access], index) => ({
      id: index + 1,
      name,
      access,
      key: drawApiKey(f),
      createdOn: isoDay(f.date.recent({ days: 90 })),
    })),
  );
}
