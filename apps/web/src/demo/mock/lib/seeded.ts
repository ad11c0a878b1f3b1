import { faker } from '@faker-js/faker/locale/en';

export type DemoFaker = typeof faker;

/** The one seed every piece of demo data grows from: the same data on every load and in tests. */
export const DEMO_SEED = 20_250_615;

// Dates that are not "around today" (invoices, users, permissions…) hang off a fixed day, so the
// data is identical whatever day it is generated on.
export const DEMO_REFERENCE_DATE = new Date('2025-06-15T09:00:00.000Z');

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (Math.imul(value, 31) + char.charCodeAt(0)) | 0;
  return Math.abs(value);
}

/**
 * Runs `make` on faker seeded for `key`. Each area (and each runtime draw) has a seed of its own,
 * so adding data to one area, or asking for cards in another order, never reshuffles another.
 */
export function withSeed<T>(key: string, make: (generator: DemoFaker) => T): T {
  faker.seed(DEMO_SEED + hash(key));
  faker.setDefaultRefDate(DEMO_REFERENCE_DATE);
  return make(faker);
}
