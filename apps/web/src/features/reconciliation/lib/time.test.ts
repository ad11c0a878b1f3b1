import { describe, expect, test } from 'vitest';
import { absoluteTime, relativeTime } from '../../../shared/format/relative-time';
import { waitedSince } from './time';

const NOW = new Date('2030-03-04T12:00:00.000Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

describe('waitedSince', () => {
  test.each([
    [0, { unit: 'minutes', minutes: 0 }],
    [59, { unit: 'minutes', minutes: 59 }],
    [60, { unit: 'hours', hours: 1, minutes: 0 }],
    [200, { unit: 'hours', hours: 3, minutes: 20 }],
    [1439, { unit: 'hours', hours: 23, minutes: 59 }],
    [1440, { unit: 'days', days: 1, hours: 0 }],
    [3 * 1440 + 5 * 60 + 59, { unit: 'days', days: 3, hours: 5 }],
  ])('%i minutes is %o', (minutes, expected) => {
    expect(waitedSince(ago(minutes), NOW)).toEqual(expected);
  });

  test('a start a little in the future (clock skew) waits nothing, never a negative time', () => {
    expect(waitedSince(ago(-3), NOW)).toEqual({ unit: 'minutes', minutes: 0 });
  });
});

describe('relativeTime and absoluteTime', () => {
  test('say the time in words and in full, in the reader’s language', () => {
    expect(relativeTime(ago(180), 'en', NOW)).toBe('3 hours ago');
    expect(relativeTime(ago(2 * 1440), 'en', NOW)).toBe('2 days ago');
    expect(relativeTime(ago(180), 'fr', NOW)).toBe('il y a 3 heures');
    expect(absoluteTime('2030-03-04T12:00:00.000Z', 'en')).toMatch(/Mar 4, 2030/);
  });
});
