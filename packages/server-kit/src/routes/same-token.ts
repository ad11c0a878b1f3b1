import { timingSafeEqual } from 'node:crypto';

/** Compares a callback path's token without leaking, by timing, how much of it matched. */
export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
