import { describe, expect, test } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = new Date('2026-11-24T12:00:00Z');

describe('relativeTime', () => {
  test('takes the largest whole unit, in the past and the future', () => {
    expect(relativeTime('2026-11-24T09:00:00Z', 'en', NOW)).toBe('3 hours ago');
    expect(relativeTime('2026-11-22T12:00:00Z', 'en', NOW)).toBe('2 days ago');
    expect(relativeTime('2026-11-24T12:05:00Z', 'en', NOW)).toBe('in 5 minutes');
  });

  test('says "now" for the same second, in the reader’s language', () => {
    expect(relativeTime('2026-11-24T12:00:00Z', 'en', NOW)).toBe('now');
    expect(relativeTime('2026-11-23T12:00:00Z', 'fr', NOW)).toBe('hier');
  });
});
