import { sql } from 'kysely';
import type { LearningDb } from '../db/schema';
import type { AttemptFacts, CompletionRule, LessonFacts, ProgressFacts } from './completion';

export interface EnrollmentFacts {
  id: string;
  project: string;
  courseId: string;
  userId: string;
  status: string;
  rule: CompletionRule;
  lessons: LessonFacts[];
  progress: ProgressFacts[];
  attempts: AttemptFacts[];
}

const DEFAULT_RULE: CompletionRule = { requiredLessons: 'all', quizPassMark: 70, minMinutes: 0 };

function ruleOf(stored: unknown): CompletionRule {
  const value = (
    typeof stored === 'string' ? JSON.parse(stored) : stored
  ) as Partial<CompletionRule> | null;
  return { ...DEFAULT_RULE, ...(value ?? {}) };
}

/** Reads the course outline, progress and attempts that decide completion (L1's tables too). */
export function createCompletionRepository(db: LearningDb) {
  return {
    async factsOf(enrollmentId: string): Promise<EnrollmentFacts | undefined> {
      const enrollment = await db
        .selectFrom('enrollments as e')
        .innerJoin('courses as c', 'c.id', 'e.course_id')
        .select(['e.id', 'e.project', 'e.course_id', 'e.user_id', 'e.status', 'c.completion_rule'])
        .where('e.id', '=', enrollmentId)
        .executeTakeFirst();
      if (!enrollment) return undefined;
      const [lessons, progress, attempts] = await Promise.all([
        db
          .selectFrom('lessons as l')
          .innerJoin('sections as s', 's.id', 'l.section_id')
          .select(['l.id', 'l.title', 'l.type', 'l.required'])
          .where('l.course_id', '=', enrollment.course_id)
          .orderBy('s.position')
          .orderBy('l.position')
          .execute(),
        db
          .selectFrom('lesson_progress')
          .select(['lesson_id as lessonId', 'status', 'seconds_spent as secondsSpent'])
          .where('enrollment_id', '=', enrollmentId)
          .execute(),
        db
          .selectFrom('quiz_attempts')
          .select(['lesson_id as lessonId', 'passed'])
          .where('enrollment_id', '=', enrollmentId)
          .where('submitted_at', 'is not', null)
          .execute(),
      ]);
      return {
        id: enrollment.id,
        project: enrollment.project,
        courseId: enrollment.course_id,
        userId: enrollment.user_id,
        status: enrollment.status,
        rule: ruleOf(enrollment.completion_rule),
        lessons,
        progress,
        attempts: attempts.map((a) => ({ lessonId: a.lessonId, passed: a.passed === true })),
      };
    },

    /** ACTIVE → COMPLETED once; answers whether this call made the change. */
    async markCompleted(enrollmentId: string): Promise<boolean> {
      const result = await db
        .updateTable('enrollments')
        .set({ status: 'COMPLETED', completed_at: new Date() })
        .where('id', '=', enrollmentId)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async recordLearningDay(project: string, userId: string, courseId: string, day: string) {
      await db
        .insertInto('learning_days')
        .values({ project, user_id: userId, course_id: courseId, day })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** What a certificate prints: the learner's name snapshot and the course title. */
    async namesFor(project: string, userId: string, courseId: string) {
      const [learner, course] = await Promise.all([
        db
          .selectFrom('learners')
          .select('name')
          .where('project', '=', project)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('courses')
          .select('title')
          .where('id', '=', courseId)
          .executeTakeFirstOrThrow(),
      ]);
      return { learnerName: learner?.name ?? '', courseTitle: course.title };
    },

    /** Submitted attempts of an enrolment, for the progress page's missing quizzes. */
    async attemptsOf(enrollmentId: string): Promise<AttemptFacts[]> {
      const rows = await db
        .selectFrom('quiz_attempts')
        .select(['lesson_id', sql<boolean>`coalesce(passed, false)`.as('passed')])
        .where('enrollment_id', '=', enrollmentId)
        .where('submitted_at', 'is not', null)
        .execute();
      return rows.map((r) => ({ lessonId: r.lesson_id, passed: r.passed }));
    },
  };
}

export type CompletionRepository = ReturnType<typeof createCompletionRepository>;
