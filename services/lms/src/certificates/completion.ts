/** A course's completion rule as the course stores it. */
export interface CompletionRule {
  requiredLessons: 'all' | string[];
  quizPassMark?: number | null;
  minMinutes?: number | null;
}
export interface LessonFacts {
  id: string;
  title: string;
  type: string;
  required?: boolean | null;
}
export interface ProgressFacts {
  lessonId: string;
  status: string;
  secondsSpent: number;
}
export interface AttemptFacts {
  lessonId: string;
  passed: boolean;
}
/** The shape of `missing` in `GET progress/courses/{id}` (contract `missingSchema`). */
export interface Missing {
  lessons: { id: string; title: string }[];
  quizzes: { id: string; title: string }[];
  minutesShort: number;
}

export interface CompletionVerdict {
  complete: boolean;
  missing: Missing;
}

/**
 * The lessons a rule requires: `all` is every lesson not marked optional, a list is exactly the
 * lessons it names (ids of lessons since deleted are ignored, so a learner is never stuck).
 */
export function requiredLessonsOf(rule: CompletionRule, lessons: LessonFacts[]): LessonFacts[] {
  if (rule.requiredLessons === 'all') return lessons.filter((l) => l.required !== false);
  const named = new Set(rule.requiredLessons);
  return lessons.filter((l) => named.has(l.id));
}

/**
 * What still stands between a learner and completing the course. A required quiz counts only
 * once an attempt passed it, whatever progress says: opening every lesson is not completing.
 */
export function missingForCompletion(
  rule: CompletionRule,
  lessons: LessonFacts[],
  progress: ProgressFacts[],
  attempts: AttemptFacts[],
): Missing {
  const completed = new Set(
    progress.filter((p) => p.status === 'COMPLETED').map((p) => p.lessonId),
  );
  const passed = new Set(attempts.filter((a) => a.passed).map((a) => a.lessonId));
  const missing: Missing = { lessons: [], quizzes: [], minutesShort: 0 };
  for (const lesson of requiredLessonsOf(rule, lessons)) {
    const item = { id: lesson.id, title: lesson.title };
    if (lesson.type === 'QUIZ') {
      if (!passed.has(lesson.id)) missing.quizzes.push(item);
    } else if (!completed.has(lesson.id)) {
      missing.lessons.push(item);
    }
  }
  const minSeconds = Math.max(0, rule.minMinutes ?? 0) * 60;
  const spent = progress.reduce((sum, p) => sum + Math.max(0, p.secondsSpent), 0);
  missing.minutesShort = Math.ceil(Math.max(0, minSeconds - spent) / 60);
  return missing;
}

export function evaluateCompletion(
  rule: CompletionRule,
  lessons: LessonFacts[],
  progress: ProgressFacts[],
  attempts: AttemptFacts[],
): CompletionVerdict {
  const missing = missingForCompletion(rule, lessons, progress, attempts);
  // A course without lessons cannot be completed: there is nothing to have learnt.
  const complete =
    lessons.length > 0 &&
    missing.lessons.length === 0 &&
    missing.quizzes.length === 0 &&
    missing.minutesShort === 0;
  return { complete, missing };
}
