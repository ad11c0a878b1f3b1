import { sql } from 'kysely';
import type { LessonInput, OutlineInput } from '@pamoja/contract/lessons';
import type { LearningDb } from '../db/schema';

const nextPosition = (
  db: LearningDb,
  table: 'sections' | 'lessons',
  column: 'course_id' | 'section_id',
  id: string,
) =>
  db
    .selectFrom(table)
    .select(sql<number>`coalesce(max(position), -1) + 1`.as('next'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.next));

/** Writes to a course's outline; reads are in the courses domain's outline repository. */
export function createLessonRepository(db: LearningDb) {
  return {
    findSection: (courseId: string, sectionId: string) =>
      db
        .selectFrom('sections')
        .selectAll()
        .where('course_id', '=', courseId)
        .where('id', '=', sectionId)
        .executeTakeFirst(),

    findLesson: (courseId: string, lessonId: string) =>
      db
        .selectFrom('lessons')
        .selectAll()
        .where('course_id', '=', courseId)
        .where('id', '=', lessonId)
        .executeTakeFirst(),

    /** A lesson of the project by id alone (materials and progress start from it). */
    lessonOfProject: (project: string, lessonId: string) =>
      db
        .selectFrom('lessons')
        .selectAll()
        .where('project', '=', project)
        .where('id', '=', lessonId)
        .executeTakeFirst(),

    async insertSection(project: string, courseId: string, title: string) {
      return db
        .insertInto('sections')
        .values({
          project,
          course_id: courseId,
          title,
          position: await nextPosition(db, 'sections', 'course_id', courseId),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    updateSection: (sectionId: string, title: string) =>
      db
        .updateTable('sections')
        .set({ title })
        .where('id', '=', sectionId)
        .returningAll()
        .executeTakeFirstOrThrow(),

    deleteSection: (sectionId: string) =>
      db.deleteFrom('sections').where('id', '=', sectionId).execute(),

    async insertLesson(project: string, courseId: string, input: LessonInput) {
      return db
        .insertInto('lessons')
        .values({
          project,
          course_id: courseId,
          section_id: input.sectionId,
          title: input.title,
          type: input.type,
          required: input.required,
          estimated_minutes: input.estimatedMinutes,
          content: JSON.stringify(input.content),
          position: await nextPosition(db, 'lessons', 'section_id', input.sectionId),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async updateLesson(lessonId: string, input: LessonInput, moved: boolean) {
      return db
        .updateTable('lessons')
        .set({
          section_id: input.sectionId,
          title: input.title,
          type: input.type,
          required: input.required,
          estimated_minutes: input.estimatedMinutes,
          content: JSON.stringify(input.content),
          updated_at: new Date(),
          ...(moved && {
            position: await nextPosition(db, 'lessons', 'section_id', input.sectionId),
          }),
        })
        .where('id', '=', lessonId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    deleteLesson: (lessonId: string) =>
      db.deleteFrom('lessons').where('id', '=', lessonId).execute(),

    /** Renumbers sections and lessons as the outline lists them, in one transaction. */
    reorder: (courseId: string, outline: OutlineInput) =>
      db.transaction().execute(async (trx) => {
        for (const [sectionPosition, section] of outline.sections.entries()) {
          await trx
            .updateTable('sections')
            .set({ position: sectionPosition })
            .where('id', '=', section.id)
            .where('course_id', '=', courseId)
            .execute();
          for (const [position, lessonId] of section.lessonIds.entries()) {
            await trx
              .updateTable('lessons')
              .set({ position, section_id: section.id })
              .where('id', '=', lessonId)
              .where('course_id', '=', courseId)
              .execute();
          }
        }
      }),

    materialIds: (lessonId: string) =>
      db.selectFrom('lesson_materials').select('id').where('lesson_id', '=', lessonId).execute(),
  };
}

export type LessonRepository = ReturnType<typeof createLessonRepository>;
