import type { OutlineInput } from '@pamoja/contract/lessons';

export interface OutlineLesson {
  id: string;
  title: string;
}

export interface OutlineSection<L extends OutlineLesson = OutlineLesson> {
  id: string;
  title: string;
  lessons: L[];
}

export type Direction = -1 | 1;

function clone<L extends OutlineLesson>(
  outline: readonly OutlineSection<L>[],
): OutlineSection<L>[] {
  return outline.map((section) => ({ ...section, lessons: [...section.lessons] }));
}

/** Where a lesson is: its section's index and its own index there. */
export function locate(outline: readonly OutlineSection[], lessonId: string) {
  for (const [sectionIndex, section] of outline.entries()) {
    const index = section.lessons.findIndex((lesson) => lesson.id === lessonId);
    if (index !== -1) return { sectionIndex, index };
  }
  return null;
}

/**
 * One step up or down. At the edge of its section a lesson crosses into the neighbouring
 * section (last of the one above, first of the one below); past the first or last section it
 * stays put and `null` says nothing moved.
 */
export function moveLesson<L extends OutlineLesson>(
  outline: readonly OutlineSection<L>[],
  lessonId: string,
  direction: Direction,
): OutlineSection<L>[] | null {
  const at = locate(outline, lessonId);
  if (!at) return null;
  const next = clone(outline);
  const section = next[at.sectionIndex];
  if (!section) return null;
  const target = at.index + direction;
  if (target >= 0 && target < section.lessons.length) {
    const [lesson] = section.lessons.splice(at.index, 1);
    if (lesson) section.lessons.splice(target, 0, lesson);
    return next;
  }
  const neighbour = next[at.sectionIndex + direction];
  if (!neighbour) return null;
  const [lesson] = section.lessons.splice(at.index, 1);
  if (!lesson) return null;
  if (direction === -1) neighbour.lessons.push(lesson);
  else neighbour.lessons.unshift(lesson);
  return next;
}

/** A lesson dropped before another lesson, or at the end of a section. */
export function dropLesson<L extends OutlineLesson>(
  outline: readonly OutlineSection<L>[],
  lessonId: string,
  target: { sectionId: string; beforeLessonId?: string },
): OutlineSection<L>[] | null {
  if (target.beforeLessonId === lessonId) return null;
  const at = locate(outline, lessonId);
  if (!at) return null;
  const next = clone(outline);
  const [lesson] = next[at.sectionIndex]?.lessons.splice(at.index, 1) ?? [];
  const section = next.find((one) => one.id === target.sectionId);
  if (!lesson || !section) return null;
  const before = section.lessons.findIndex((one) => one.id === target.beforeLessonId);
  section.lessons.splice(before === -1 ? section.lessons.length : before, 0, lesson);
  return next;
}

export function moveSection<L extends OutlineLesson>(
  outline: readonly OutlineSection<L>[],
  sectionId: string,
  direction: Direction,
): OutlineSection<L>[] | null {
  const index = outline.findIndex((section) => section.id === sectionId);
  const target = index + direction;
  if (index === -1 || target < 0 || target >= outline.length) return null;
  const next = clone(outline);
  const [section] = next.splice(index, 1);
  if (section) next.splice(target, 0, section);
  return next;
}

/** What `PUT courses/{id}/outline` takes: the whole order, every section and lesson once. */
export function toOutlineInput(outline: readonly OutlineSection[]): OutlineInput {
  return {
    sections: outline.map((section) => ({
      id: section.id,
      lessonIds: section.lessons.map((lesson) => lesson.id),
    })),
  };
}
