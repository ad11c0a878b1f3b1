import { sql } from 'kysely';
import type { LearningDb } from '../db/schema';

/** Raw facts for the analytics figures; the scope is a project, optionally a set of courses. */
export function createAnalyticsRepository(db: LearningDb) {
  return {
    course(project: string, courseId: string) {
      return db
        .selectFrom('courses')
        .select(['id', 'title'])
        .where('project', '=', project)
        .where('id', '=', courseId)
        .executeTakeFirst();
    },

    async isInstructor(courseId: string, userId: string) {
      const row = await db
        .selectFrom('course_instructors')
        .select('user_id')
        .where('course_id', '=', courseId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async coursesOf(project: string, instructorId?: string): Promise<string[]> {
      let query = db.selectFrom('courses as c').select('c.id').where('c.project', '=', project);
      if (instructorId) {
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('course_instructors as i')
              .select('i.user_id')
              .whereRef('i.course_id', '=', 'c.id')
              .where('i.user_id', '=', instructorId),
          ),
        );
      }
      return (await query.execute()).map((row) => row.id);
    },

    /** Every enrolment of the courses. */
    async enrollments(project: string, courseIds: string[]) {
      if (courseIds.length === 0) return [];
      return db
        .selectFrom('enrollments')
        .select(['id', 'user_id', 'course_id', 'status', 'enrolled_at', 'completed_at'])
        .where('project', '=', project)
        .where('course_id', 'in', courseIds)
        .execute();
    },

    /**
     * When each learner was active in the courses since `since`: progress saved and the days
     * recorded by completion (a day counts at noon in Nairobi).
     */
    async activity(courseIds: string[], since: Date): Promise<{ userId: string; at: Date }[]> {
      if (courseIds.length === 0) return [];
      const [touched, days] = await Promise.all([
        db
          .selectFrom('lesson_progress as p')
          .innerJoin('enrollments as e', 'e.id', 'p.enrollment_id')
          .select(['e.user_id', 'p.updated_at'])
          .where('e.course_id', 'in', courseIds)
          .where('p.updated_at', '>=', since)
          .execute(),
        db
          .selectFrom('learning_days')
          .select(['user_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')])
          .where('course_id', 'in', courseIds)
          .where('day', '>=', since.toISOString().slice(0, 10))
          .execute(),
      ]);
      return [
        ...touched.map((row) => ({ userId: row.user_id, at: row.updated_at })),
        ...days.map((row) => ({ userId: row.user_id, at: new Date(`${row.day}T09:00:00Z`) })),
      ].filter((row) => row.at >= since);
    },

    lessons(courseId: string) {
      return db
        .selectFrom('lessons as l')
        .innerJoin('sections as s', 's.id', 'l.section_id')
        .select(['l.id', 'l.title', 'l.type'])
        .where('l.course_id', '=', courseId)
        .orderBy('s.position')
        .orderBy('l.position')
        .execute();
    },

    progress(courseId: string) {
      return db
        .selectFrom('lesson_progress as p')
        .innerJoin('enrollments as e', 'e.id', 'p.enrollment_id')
        .select(['e.user_id', 'p.lesson_id', 'p.status'])
        .where('e.course_id', '=', courseId)
        .where('p.status', '!=', 'NOT_STARTED')
        .execute();
    },

    async quizFigures(courseId: string) {
      const row = await db
        .selectFrom('quiz_attempts as a')
        .innerJoin('lessons as l', 'l.id', 'a.lesson_id')
        .select([
          sql<string>`count(*)`.as('attempts'),
          sql<string>`count(*) filter (where a.passed)`.as('passed'),
          sql<string | null>`avg(a.score)`.as('mean'),
        ])
        .where('l.course_id', '=', courseId)
        .where('a.submitted_at', 'is not', null)
        .executeTakeFirstOrThrow();
      return {
        attempts: Number(row.attempts),
        passed: Number(row.passed),
        mean: row.mean === null ? null : Number(row.mean),
      };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
