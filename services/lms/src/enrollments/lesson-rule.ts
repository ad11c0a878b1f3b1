import type { CompletionRule } from '@pamoja/contract/courses';

interface RuleLesson {
  id: string;
  required: boolean;
}

/** The lessons a course's rule requires: `all` means every lesson marked required. */
export function requiredLessons<T extends RuleLesson>(rule: CompletionRule, lessons: T[]): T[] {
  if (rule.requiredLessons === 'all') return lessons.filter((lesson) => lesson.required);
  const ids = new Set(rule.requiredLessons);
  return lessons.filter((lesson) => ids.has(lesson.id));
}

/** Percent of the required lessons completed, whole; a course requiring none is 0 until done. */
export function percentDone(
  required: RuleLesson[],
  completed: Set<string>,
  enrollmentCompleted: boolean,
): number {
  const done = required.filter((lesson) => completed.has(lesson.id)).length;
  return percentOfCounts(required.length, done, enrollmentCompleted);
}

/** `percentDone` from the two counts alone: how many lessons are required, how many done. */
export function percentOfCounts(required: number, done: number, enrollmentCompleted: boolean) {
  if (enrollmentCompleted) return 100;
  if (required === 0) return 0;
  return Math.floor((done * 100) / required);
}
