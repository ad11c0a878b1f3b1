import type { Selectable } from 'kysely';
import type { LearningDatabase, LearningDb } from '../db/schema';

export type SectionRow = Selectable<LearningDatabase['sections']>;
export type LessonRow = Selectable<LearningDatabase['lessons']>;
export type MaterialRow = Selectable<LearningDatabase['lesson_materials']>;

/** Reads a course's outline: sections, lessons and their materials, each in order. */
export function createOutlineRepository(db: LearningDb) {
  return {
    sections: (courseId: string) =>
      db
        .selectFrom('sections')
        .selectAll()
        .where('course_id', '=', courseId)
        .orderBy('position')
        .orderBy('created_at')
        .execute(),

    /** Lessons in reading order: by section, then by their place in it. */
    lessons: (courseId: string) =>
      db
        .selectFrom('lessons')
        .innerJoin('sections', 'sections.id', 'lessons.section_id')
        .selectAll('lessons')
        .where('lessons.course_id', '=', courseId)
        .orderBy('sections.position')
        .orderBy('lessons.position')
        .orderBy('lessons.created_at')
        .execute(),

    materials: (courseId: string) =>
      db
        .selectFrom('lesson_materials')
        .innerJoin('lessons', 'lessons.id', 'lesson_materials.lesson_id')
        .selectAll('lesson_materials')
        .where('lessons.course_id', '=', courseId)
        .orderBy('lesson_materials.created_at')
        .execute(),
  };
}

export type OutlineRepository = ReturnType<typeof createOutlineRepository>;
