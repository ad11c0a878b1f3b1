import { describe, expect, test } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-11-21T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  test.each([
    [0, 'now'],
    [30, '30 seconds ago'],
    [5 * 60, '5 minutes ago'],
    [59 * 60, '59 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 86_400, '3 days ago'],
    [14 * 86_400, '2 weeks ago'],
    [60 * 86_400, '2 months ago'],
    [400 * 86_400, 'last year'],
    [3 * 365 * 86_400, '3 years ago'],
  ])('%d seconds ago → "%s"', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now, 'en')).toBe(text);
  });

  test('a time ahead says "in …"', () => {
    expect(formatRelativeTime(ago(-2 * 3600), now, 'en')).toBe('in 2 hours');
  });

  test('takes ISO strings, as the API sends them', () => {
    expect(formatRelativeTime('2026-11-21T11:55:00.000Z', now, 'en')).toBe('5 minutes ago');
  });

  test('speaks the reader’s language', () => {
    expect(formatRelativeTime(ago(5 * 60), now, 'sw')).toBe('dakika 5 zilizopita');
    expect(formatRelativeTime(ago(5 * 60), now, 'fr')).toBe('il y a 5 minutes');
  });
});
