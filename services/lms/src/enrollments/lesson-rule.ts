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
  if (enrollmentCompleted) return 100;
  if (required.length === 0) return 0;
  const done = required.filter((lesson) => completed.has(lesson.id)).length;
  return Math.floor((done * 100) / required.length);
}
