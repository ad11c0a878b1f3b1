import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { PageRequest } from '@pamoja/server-kit/pagination';
import { fetchPage } from '@pamoja/server-kit/pagination';
import type { LearningDatabase, LearningDb } from '../db/schema';

export type EnrollmentRow = Selectable<LearningDatabase['enrollments']>;
export type ProgressRow = Selectable<LearningDatabase['lesson_progress']>;

/** A person's enrolment in a course: one at most (the unique key). */
const personInCourse =
  (project: string, courseId: string, userId: string) =>
  (eb: ExpressionBuilder<LearningDatabase, 'enrollments'>) =>
    eb.and([
      eb('enrollments.project', '=', project),
      eb('enrollments.course_id', '=', courseId),
      eb('enrollments.user_id', '=', userId),
    ]);

export function createEnrollmentRepository(db: LearningDb) {
  // Both pages' joins and columns are built once: a builder never changes, and the statement
  // cache then skips walking them on every request. A row's percent comes from the two counts
  // the triggers of migration 0009 keep: the course's required lessons, the enrolment's done.
  const myEnrollments = db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .selectAll('enrollments')
    .select([
      'courses.title as course_title',
      'courses.slug as course_slug',
      'courses.required_lessons',
    ]);
  const courseEnrollments = db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .leftJoin('learners', (join) =>
      join
        .onRef('learners.project', '=', 'enrollments.project')
        .onRef('learners.user_id', '=', 'enrollments.user_id'),
    )
    .selectAll('enrollments')
    .select(['learners.name as learner_name', 'courses.required_lessons']);
  return {
    find: (project: string, courseId: string, userId: string) =>
      db
        .selectFrom('enrollments')
        .selectAll()
        .where(personInCourse(project, courseId, userId))
        .executeTakeFirst(),

    /**
     * A person's enrolment in a course with its lessons' progress, in one statement: a row per
     * progress row (one with none when there is none), the enrolment's columns on each.
     */
    async findWithProgress(project: string, courseId: string, userId: string) {
      const rows = await db
        .selectFrom('enrollments')
        .leftJoin('lesson_progress as p', 'p.enrollment_id', 'enrollments.id')
        .selectAll('enrollments')
        .select([
          'p.id as progress_id',
          'p.lesson_id as progress_lesson_id',
          'p.status as progress_status',
          'p.seconds_spent as progress_seconds_spent',
          'p.position as progress_position',
          'p.updated_at as progress_updated_at',
        ])
        .where(personInCourse(project, courseId, userId))
        .execute();
      const first = rows[0];
      if (!first) return undefined;
      const enrollment: EnrollmentRow = {
        id: first.id,
        project: first.project,
        course_id: first.course_id,
        user_id: first.user_id,
        status: first.status,
        enrolled_by: first.enrolled_by,
        enrolled_at: first.enrolled_at,
        withdrawn_at: first.withdrawn_at,
        completed_at: first.completed_at,
        completed_lessons: first.completed_lessons,
      };
      const progress: ProgressRow[] = [];
      for (const row of rows) {
        if (row.progress_id === null) continue;
        progress.push({
          id: row.progress_id,
          project: enrollment.project,
          enrollment_id: enrollment.id,
          lesson_id: row.progress_lesson_id!,
          status: row.progress_status!,
          seconds_spent: row.progress_seconds_spent!,
          position: row.progress_position!,
          updated_at: row.progress_updated_at!,
        });
      }
      return { enrollment, progress };
    },

    findById: (project: string, id: string) =>
      db
        .selectFrom('enrollments')
        .selectAll()
        .where('project', '=', project)
        .where('id', '=', id)
        .executeTakeFirst(),

    /**
     * Enrols, or reactivates a withdrawn enrolment; undefined when the person is already
     * enrolled (active or completed). The unique key decides, so parallel requests agree.
     */
    enrol: (project: string, courseId: string, userId: string, enrolledBy: string) =>
      db
        .insertInto('enrollments')
        .values({ project, course_id: courseId, user_id: userId, enrolled_by: enrolledBy })
        .onConflict((oc) =>
          oc
            .columns(['project', 'course_id', 'user_id'])
            .doUpdateSet({
              status: 'ACTIVE',
              withdrawn_at: null,
              enrolled_by: (eb) => eb.ref('excluded.enrolled_by'),
              enrolled_at: sql<Date>`now()`,
            })
            .where('enrollments.status', '=', 'WITHDRAWN'),
        )
        .returningAll()
        .executeTakeFirst(),

    withdraw: (id: string) =>
      db
        .updateTable('enrollments')
        .set({ status: 'WITHDRAWN', withdrawn_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('status', '=', 'ACTIVE')
        .returningAll()
        .executeTakeFirst(),

    /** Keeps the person's latest known name; an empty one never overwrites a real one. */
    rememberLearner: (project: string, userId: string, name: string) =>
      db
        .insertInto('learners')
        .values({ project, user_id: userId, name })
        .onConflict((oc) =>
          oc
            .columns(['project', 'user_id'])
            .doUpdateSet({ name: (eb) => eb.ref('excluded.name'), updated_at: sql<Date>`now()` })
            .where(sql<boolean>`excluded.name <> ''`),
        )
        .execute(),

    mine: (project: string, userId: string, query: PageRequest & { status?: string }) => {
      const mine = (eb: ExpressionBuilder<LearningDatabase, 'enrollments'>) =>
        eb.and([
          eb('enrollments.project', '=', project),
          eb('enrollments.user_id', '=', userId),
          ...(query.status ? [eb('enrollments.status', '=', query.status)] : []),
        ]);
      // Every enrolment has its course: the count needs no join to it.
      const count = db
        .selectFrom('enrollments')
        .select(sql<string>`count(*)`.as('total'))
        .where(mine);
      return fetchPage(
        myEnrollments
          .where(mine)
          .orderBy('enrollments.enrolled_at', 'desc')
          .orderBy('enrollments.id'),
        query,
        count,
      );
    },

    /** A course's enrolments with the learner's last known name, newest first. */
    ofCourse: (project: string, courseId: string, query: PageRequest & { status?: string }) => {
      let q = courseEnrollments
        .where('enrollments.project', '=', project)
        .where('enrollments.course_id', '=', courseId);
      if (query.status) q = q.where('enrollments.status', '=', query.status);
      return fetchPage(
        q.orderBy('enrollments.enrolled_at', 'desc').orderBy('enrollments.id'),
        query,
      );
    },
  };
}

export type EnrollmentRepository = ReturnType<typeof createEnrollmentRepository>;
