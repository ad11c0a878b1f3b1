import { describe, expect, test } from 'vitest';
import { chartRange, daysBetween, defaultRange, nairobiToday, rangeProblems } from './report-range';

describe('report range', () => {
  test('today is Nairobi’s: 21:30 UTC is already the next day there', () => {
    expect(nairobiToday(new Date('2026-01-31T20:59:00Z'))).toBe('2026-01-31');
    expect(nairobiToday(new Date('2026-01-31T21:30:00Z'))).toBe('2026-02-01');
  });

  test('the default is the last 30 days, today included', () => {
    const range = defaultRange(new Date('2026-03-01T21:30:00Z'));
    expect(range).toEqual({ startDate: '2026-02-01', endDate: '2026-03-02' });
    expect(daysBetween(range.startDate, range.endDate)).toBe(30);
  });

  test('the server’s rules: start not after end, at most 366 days, real dates', () => {
    expect(rangeProblems({ startDate: '2026-01-01', endDate: '2026-01-01' }, 366)).toEqual({});
    expect(rangeProblems({ startDate: '2026-01-02', endDate: '2026-01-01' }, 366)).toEqual({
      startDate: 'startAfterEnd',
    });
    expect(rangeProblems({ startDate: '2025-01-01', endDate: '2026-01-01' }, 366)).toEqual({});
    expect(rangeProblems({ startDate: '2024-01-01', endDate: '2024-12-31' }, 366)).toEqual({});
    expect(rangeProblems({ startDate: '2024-12-31', endDate: '2026-01-01' }, 366)).toEqual({
      endDate: 'tooLong',
    });
    expect(rangeProblems({ startDate: '', endDate: '31/01/2026' }, 366)).toEqual({
      startDate: 'startInvalid',
      endDate: 'endInvalid',
    });
  });

  test('the daily chart follows the stats’ days up to 92 of them', () => {
    const now = new Date('2026-03-10T09:00:00Z');
    expect(chartRange('2026-03-01', '2026-03-05', now)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-05',
    });
    expect(chartRange('', '', now)).toEqual({ startDate: '2026-02-09', endDate: '2026-03-10' });
    expect(chartRange('2025-12-01', '2026-03-05', now)).toEqual({
      startDate: '2026-02-04',
      endDate: '2026-03-05',
    });
  });
});
