import { sql } from 'kysely';
import type { ProgressInput } from '@pamoja/contract/enrollments';
import type { LearningDb } from '../db/schema';

export function createProgressRepository(db: LearningDb) {
  return {
    /**
     * Saves a lesson's progress so it only ever moves forward: COMPLETED stays, seconds and
     * position take the larger value. One statement, so parallel saves cannot undo each other.
     * Undefined when nothing moved.
     */
    save: (project: string, enrollmentId: string, lessonId: string, input: ProgressInput) =>
      db
        .insertInto('lesson_progress')
        .values({
          project,
          enrollment_id: enrollmentId,
          lesson_id: lessonId,
          status: input.status,
          seconds_spent: input.secondsSpent,
          position: input.position,
        })
        .onConflict((oc) =>
          oc
            .columns(['enrollment_id', 'lesson_id'])
            .doUpdateSet({
              status: sql<string>`case when lesson_progress.status = 'COMPLETED' then 'COMPLETED' else excluded.status end`,
              seconds_spent: sql<number>`greatest(lesson_progress.seconds_spent, excluded.seconds_spent)`,
              position: sql<number>`greatest(lesson_progress.position, excluded.position)`,
              updated_at: sql<Date>`now()`,
            })
            .where(
              sql<boolean>`(lesson_progress.status <> 'COMPLETED' and excluded.status = 'COMPLETED')
                or excluded.seconds_spent > lesson_progress.seconds_spent
                or excluded.position > lesson_progress.position`,
            ),
        )
        .returningAll()
        .executeTakeFirst(),

    find: (enrollmentId: string, lessonId: string) =>
      db
        .selectFrom('lesson_progress')
        .selectAll()
        .where('enrollment_id', '=', enrollmentId)
        .where('lesson_id', '=', lessonId)
        .executeTakeFirstOrThrow(),
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
