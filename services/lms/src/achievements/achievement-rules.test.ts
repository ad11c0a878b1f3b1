import { describe, expect, it } from 'vitest';
import { earnedAchievements, longestStreak, nairobiDay } from './achievement-rules';

const none = { completedCourses: 0, perfectQuizzes: 0, certificates: 0, learningDays: [] };

describe('earnedAchievements', () => {
  it('earns nothing from nothing', () => {
    expect(earnedAchievements(none)).toEqual([]);
  });

  it('earns each rule at its threshold', () => {
    expect(earnedAchievements({ ...none, completedCourses: 2, certificates: 1 })).toEqual([
      'FIRST_COURSE',
      'FIRST_CERTIFICATE',
    ]);
    expect(earnedAchievements({ ...none, completedCourses: 3, perfectQuizzes: 1 })).toEqual([
      'FIRST_COURSE',
      'THREE_COURSES',
      'PERFECT_QUIZ',
    ]);
  });

  it('needs seven consecutive days for the streak', () => {
    const days = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `2026-01-${String(from + i).padStart(2, '0')}`);
    expect(earnedAchievements({ ...none, learningDays: days(1, 6) })).toEqual([]);
    expect(earnedAchievements({ ...none, learningDays: [...days(1, 3), ...days(5, 6)] })).toEqual(
      [],
    );
    expect(earnedAchievements({ ...none, learningDays: days(20, 7) })).toEqual([
      'SEVEN_DAY_STREAK',
    ]);
  });
});

describe('longestStreak', () => {
  it('counts across month ends and ignores repeats', () => {
    expect(longestStreak(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-01'])).toBe(3);
    expect(longestStreak([])).toBe(0);
  });
});

describe('nairobiDay', () => {
  it('is the calendar day at UTC+3', () => {
    expect(nairobiDay(new Date('2026-03-01T20:59:00Z'))).toBe('2026-03-01');
    expect(nairobiDay(new Date('2026-03-01T21:00:00Z'))).toBe('2026-03-02');
  });
});
