export const achievementKeys = [
  'FIRST_COURSE',
  'THREE_COURSES',
  'PERFECT_QUIZ',
  'SEVEN_DAY_STREAK',
  'FIRST_CERTIFICATE',
] as const;
export type AchievementKey = (typeof achievementKeys)[number];

/** What the rules look at, gathered for one learner in one project. */
export interface LearnerFacts {
  completedCourses: number;
  perfectQuizzes: number;
  certificates: number;
  /** Days (YYYY-MM-DD, Africa/Nairobi) on which the learner made progress. */
  learningDays: string[];
}

export const STREAK_DAYS = 7;

const nairobiDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Nairobi of an instant, as YYYY-MM-DD. */
export const nairobiDay = (at: Date): string => nairobiDate.format(at);

/** The longest run of consecutive calendar days among the given ones. */
export function longestStreak(days: string[]): number {
  const sorted = [...new Set(days)]
    .map((d) => Date.parse(`${d}T00:00:00Z`) / 86_400_000)
    .sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    run = i > 0 && sorted[i]! - sorted[i - 1]! === 1 ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

/** Every achievement the facts earn (awarding each once is the repository's unique index). */
export function earnedAchievements(facts: LearnerFacts): AchievementKey[] {
  const earned: AchievementKey[] = [];
  if (facts.completedCourses >= 1) earned.push('FIRST_COURSE');
  if (facts.completedCourses >= 3) earned.push('THREE_COURSES');
  if (facts.perfectQuizzes >= 1) earned.push('PERFECT_QUIZ');
  if (longestStreak(facts.learningDays) >= STREAK_DAYS) earned.push('SEVEN_DAY_STREAK');
  if (facts.certificates >= 1) earned.push('FIRST_CERTIFICATE');
  return earned;
}
