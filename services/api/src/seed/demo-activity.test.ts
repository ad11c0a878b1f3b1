import { describe, expect, it } from 'vitest';
import { nairobiDay } from '@pamoja/server-kit/nairobi-days';
import { earlierToday } from './demo-activity';

describe('the demo agent’s leads of today', () => {
  it.each([
    ['30 s after midnight in Nairobi', '2026-11-29T21:00:30Z'],
    ['at noon in Nairobi', '2026-11-30T09:00:00Z'],
    ['a second before midnight in Nairobi', '2026-11-30T20:59:59Z'],
  ])('fall within today and before now, %s', (_, at) => {
    const now = Date.parse(at);
    const instants = earlierToday(now, 20);
    expect(instants).toHaveLength(20);
    for (const instant of instants) {
      expect(instant).toBeLessThan(now);
      expect(nairobiDay(new Date(instant))).toBe(nairobiDay(new Date(now)));
    }
    // Newest first.
    expect([...instants].sort((a, b) => b - a)).toEqual(instants);
  });
});
