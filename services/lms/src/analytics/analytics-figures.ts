/** Completed ÷ enrolled, withdrawn learners left out of both; 0 when nobody counts. */
export function completionRate(counts: { enrolled: number; withdrawn: number; completed: number }) {
  const base = counts.enrolled - counts.withdrawn;
  return base <= 0 ? 0 : round(counts.completed / base, 4);
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const round = (value: number, places = 2) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

export interface LessonReach {
  lessonId: string;
  title: string;
  position: number;
}

/**
 * How many learners reached each lesson, in course order: a learner reached a lesson when they
 * touched it or any later one (skipping ahead still means passing by it).
 */
export function dropOff(
  lessons: LessonReach[],
  furthestByLearner: Map<string, number>,
): { lessonId: string; title: string; position: number; reached: number }[] {
  const furthest = [...furthestByLearner.values()];
  return lessons.map((lesson, index) => ({
    lessonId: lesson.lessonId,
    title: lesson.title,
    position: index + 1,
    reached: furthest.filter((f) => f >= index).length,
  }));
}

const DAY_MS = 86_400_000;

/** The Monday (UTC+3, Africa/Nairobi) of the week an instant falls in, as YYYY-MM-DD. */
export function weekOf(at: Date): string {
  const nairobi = new Date(at.getTime() + 3 * 3_600_000);
  const sinceMonday = (nairobi.getUTCDay() + 6) % 7;
  const monday = new Date(nairobi.getTime() - sinceMonday * DAY_MS);
  return monday.toISOString().slice(0, 10);
}

export const daysBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / DAY_MS;
