import { sql, type Selectable } from 'kysely';
import type { LearningDatabase, LearningDb } from '../db/schema';
import type { Answer, QuizContent } from './grading';

export type AttemptRow = Selectable<LearningDatabase['quiz_attempts']>;

const parsed = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export function createQuizRepository(db: LearningDb) {
  return {
    /** A lesson of the project with its course's pass mark and the caller's enrolment, if any. */
    async quizLesson(project: string, lessonId: string, userId: string) {
      const row = await db
        .selectFrom('lessons as l')
        .innerJoin('courses as c', 'c.id', 'l.course_id')
        .leftJoin('enrollments as e', (join) =>
          join
            .onRef('e.course_id', '=', 'l.course_id')
            .on('e.user_id', '=', userId)
            .on('e.project', '=', project),
        )
        .select([
          'l.id',
          'l.type',
          'l.content',
          'l.course_id',
          'c.completion_rule',
          'e.id as enrollment_id',
          'e.status as enrollment_status',
        ])
        .where('l.project', '=', project)
        .where('l.id', '=', lessonId)
        .executeTakeFirst();
      if (!row) return undefined;
      const rule = parsed<{ quizPassMark?: number } | null>(row.completion_rule);
      return {
        id: row.id,
        type: row.type,
        courseId: row.course_id,
        quiz: parsed<QuizContent>(row.content),
        coursePassMark: rule?.quizPassMark ?? null,
        enrollmentId: row.enrollment_id,
        enrollmentStatus: row.enrollment_status,
      };
    },

    attemptsOf(enrollmentId: string, lessonId: string) {
      return db
        .selectFrom('quiz_attempts')
        .selectAll()
        .where('enrollment_id', '=', enrollmentId)
        .where('lesson_id', '=', lessonId)
        .orderBy('attempt_number')
        .execute();
    },

    /** A new attempt; the unique attempt number refuses a second one racing for the same slot. */
    startAttempt(input: {
      id: string;
      project: string;
      enrollmentId: string;
      lessonId: string;
      userId: string;
      attemptNumber: number;
      questionOrder: string[];
    }) {
      return db
        .insertInto('quiz_attempts')
        .values({
          id: input.id,
          project: input.project,
          enrollment_id: input.enrollmentId,
          lesson_id: input.lessonId,
          user_id: input.userId,
          attempt_number: input.attemptNumber,
          question_order: JSON.stringify(input.questionOrder),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Records the grade once: an attempt already submitted is left as it was (undefined). */
    submit(attemptId: string, answers: Answer[], score: number, passed: boolean) {
      return db
        .updateTable('quiz_attempts')
        .set({ answers: JSON.stringify(answers), score, passed, submitted_at: new Date() })
        .where('id', '=', attemptId)
        .where('submitted_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
    },

    /** A passed quiz completes its lesson, whatever the lesson's progress said before. */
    async completeLesson(project: string, enrollmentId: string, lessonId: string) {
      await db
        .insertInto('lesson_progress')
        .values({
          project,
          enrollment_id: enrollmentId,
          lesson_id: lessonId,
          status: 'COMPLETED',
          seconds_spent: 0,
          position: 0,
        })
        .onConflict((oc) =>
          oc
            .columns(['enrollment_id', 'lesson_id'])
            .doUpdateSet({ status: 'COMPLETED', updated_at: sql`now()` }),
        )
        .execute();
    },
  };
}

export const questionOrderOf = (row: AttemptRow) => parsed<string[]>(row.question_order);

export type QuizRepository = ReturnType<typeof createQuizRepository>;
