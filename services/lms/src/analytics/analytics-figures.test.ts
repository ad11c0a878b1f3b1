import { describe, expect, it } from 'vitest';
import { completionRate, dropOff, median, weekOf } from './analytics-figures';

describe('analytics figures', () => {
  it('leaves withdrawn learners out of the completion rate', () => {
    expect(completionRate({ enrolled: 5, withdrawn: 1, completed: 2 })).toBe(0.5);
    expect(completionRate({ enrolled: 2, withdrawn: 2, completed: 0 })).toBe(0);
    expect(completionRate({ enrolled: 0, withdrawn: 0, completed: 0 })).toBe(0);
  });

  it('takes the median of odd and even counts', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('counts a learner as reaching every lesson up to the furthest they touched', () => {
    const lessons = ['a', 'b', 'c'].map((id, i) => ({ lessonId: id, title: id, position: i }));
    const furthest = new Map([
      ['u1', 2],
      ['u2', 0],
      ['u3', -1],
    ]);
    expect(dropOff(lessons, furthest).map((l) => l.reached)).toEqual([2, 1, 1]);
  });

  it('puts an instant in its Nairobi week (weeks start on Monday)', () => {
    expect(weekOf(new Date('2026-11-22T20:59:00Z'))).toBe('2026-11-16');
    expect(weekOf(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
  });
});
