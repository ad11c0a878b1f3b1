import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletionRule } from '@pamoja/contract/courses';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeLearningDatabase } from '../db/migrate';
import type { LearningDb } from '../db/schema';
import { createEnrollmentRepository } from './enrollment-repository';
import { percentOf } from './enrollment-service';
import { percentDone, requiredLessons } from './lesson-rule';
import { buildTestApp } from '../../test/build-test-app';

// A page of enrolments reads each one's required and completed lessons from the counts the
// triggers of migration 0009 keep (percent-tallies.test.ts holds them under change); the rule's
// reference is `requiredLessons` and `percentDone`. The two must give every enrolment the same
// percent, whatever the lessons, flags, rule and progress.

const PROJECT = 'percent-counts';

// The app migrates the test database.
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const lessonShape = fc.record({
  required: fc.boolean(),
  progress: fc.constantFrom('NONE', 'NOT_STARTED', 'STARTED', 'COMPLETED'),
  named: fc.boolean(),
});
const courseShape = fc.record({
  lessons: fc.array(lessonShape, { maxLength: 5 }),
  ruleAll: fc.boolean(),
  // A rule may name a lesson of another course, or one that no longer exists.
  namesForeign: fc.boolean(),
  enrollment: fc.constantFrom('ACTIVE', 'COMPLETED', 'WITHDRAWN'),
});

type CourseShape = typeof courseShape extends fc.Arbitrary<infer T> ? T : never;

/** The courses, their lessons and one learner's enrolments and progress; answers the rules. */
async function seed(db: LearningDb, userId: string, courses: CourseShape[]) {
  const lessonIds = courses.map((course) => course.lessons.map(() => randomUUID()));
  const everyLesson = lessonIds.flat();
  const expected = new Map<string, number>();
  for (const [index, course] of courses.entries()) {
    const ids = lessonIds[index]!;
    const named = ids.filter((_, at) => course.lessons[at]!.named);
    if (course.namesForeign)
      named.push(everyLesson.find((id) => !ids.includes(id)) ?? randomUUID());
    const rule: CompletionRule = {
      requiredLessons: course.ruleAll ? 'all' : named,
      quizPassMark: 70,
      minMinutes: 0,
    };
    const { id: courseId } = await db
      .insertInto('courses')
      .values({
        project: PROJECT,
        title: `Course ${index}`,
        category: 'finance',
        completion_rule: JSON.stringify(rule),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: sectionId } = await db
      .insertInto('sections')
      .values({ project: PROJECT, course_id: courseId, title: 'Section', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [at, lesson] of course.lessons.entries()) {
      await db
        .insertInto('lessons')
        .values({
          id: ids[at]!,
          project: PROJECT,
          course_id: courseId,
          section_id: sectionId,
          title: `Lesson ${at}`,
          type: 'TEXT',
          position: at,
          required: lesson.required,
          estimated_minutes: 1,
          content: JSON.stringify({ markdown: 'Read me' }),
        })
        .execute();
    }
    const { id: enrollmentId } = await db
      .insertInto('enrollments')
      .values({
        project: PROJECT,
        course_id: courseId,
        user_id: userId,
        enrolled_by: userId,
        status: course.enrollment,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const completed = new Set<string>();
    for (const [at, lesson] of course.lessons.entries()) {
      if (lesson.progress === 'NONE') continue;
      if (lesson.progress === 'COMPLETED') completed.add(ids[at]!);
      await db
        .insertInto('lesson_progress')
        .values({
          project: PROJECT,
          enrollment_id: enrollmentId,
          lesson_id: ids[at]!,
          status: lesson.progress,
        })
        .execute();
    }
    const facts = ids.map((id, at) => ({ id, required: course.lessons[at]!.required }));
    expected.set(
      enrollmentId,
      percentDone(requiredLessons(rule, facts), completed, course.enrollment === 'COMPLETED'),
    );
  }
  return expected;
}

describe("the SQL counts of an enrolment's percent", () => {
  it('give the percent the rule gives, for any lessons, rule and progress', async () => {
    const db = scopeLearningDatabase((await sharedTestDatabase()).db);
    const enrollments = createEnrollmentRepository(db);
    await fc.assert(
      fc.asyncProperty(fc.array(courseShape, { minLength: 1, maxLength: 4 }), async (courses) => {
        const userId = randomUUID();
        const expected = await seed(db, userId, courses);
        const page = await enrollments.mine(PROJECT, userId, { page: 1, limit: 100 });
        const counted = new Map(page.rows.map((row) => [row.id, percentOf(row)]));
        expect(counted).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });
});
