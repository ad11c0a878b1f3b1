import { describe, expect, test } from 'vitest';
import {
  addDays,
  formatFullDay,
  formatTime,
  mondayOf,
  nairobiDay,
  nairobiMinutes,
} from './nairobi-time';

describe('Nairobi time', () => {
  test('an instant late in the UTC day is the next day in Nairobi', () => {
    expect(nairobiDay('2026-03-01T22:30:00Z')).toBe('2026-03-02');
    expect(nairobiMinutes('2026-03-02T05:45:00Z')).toBe(8 * 60 + 45);
    expect(formatTime('2026-03-02T05:45:00Z', 'en')).toBe('08:45');
  });

  test('weeks start on Monday', () => {
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  test('a day in full names its year, whatever the device’s zone', () => {
    expect(formatFullDay('2030-12-25', 'en')).toBe('Wednesday, December 25, 2030');
    expect(formatFullDay('2030-01-01', 'fr')).toBe('mardi 1 janvier 2030');
  });
});
