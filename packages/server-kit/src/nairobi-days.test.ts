import { describe, expect, it } from 'vitest';
import { nairobiDay, nextDay, startOfNairobiDay } from './nairobi-days';

describe('Nairobi days', () => {
  it('start at 21:00 UTC the evening before', () => {
    expect(startOfNairobiDay('2026-11-30').toISOString()).toBe('2026-11-29T21:00:00.000Z');
    expect(nairobiDay(new Date('2026-11-29T20:59:59Z'))).toBe('2026-11-29');
    expect(nairobiDay(new Date('2026-11-29T21:00:00Z'))).toBe('2026-11-30');
  });

  it('follow one another across months, years and 29 February', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
