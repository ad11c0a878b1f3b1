import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletionRule } from '@pamoja/contract/courses';
import { assertTalliesHold } from '@pamoja/server-kit/testing/tally-property';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeLearningDatabase } from '../db/migrate';
import { down, up } from '../db/migrations/0009-percent-counts';
import { requiredLessons } from './lesson-rule';
import { buildTestApp } from '../../test/build-test-app';

// `courses.required_lessons` and `enrollments.completed_lessons` (migration 0009) are kept by
// triggers; a page of enrolments reads its percent from them. They must equal what the rule
// (`requiredLessons`) gives for the rows themselves after any mix of changes, run four at a time.

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const database = async () => scopeLearningDatabase((await sharedTestDatabase()).db);

interface Course {
  id: string;
  sectionId: string;
}

/** Two courses of `project`, three lessons each (two required), three learners in each. */
async function seedCourses(project: string): Promise<Course[]> {
  const db = await database();
  const courses: Course[] = [];
  for (const title of ['Chama basics', 'Crop insurance']) {
    const { id } = await db
      .insertInto('courses')
      .values({ project, title, category: 'finance', status: 'PUBLISHED' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const section = await db
      .insertInto('sections')
      .values({ project, course_id: id, title: 'One', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    courses.push({ id, sectionId: section.id });
    for (const required of [true, true, false]) await addLesson(project, courses.at(-1)!, required);
    for (let learner = 0; learner < 3; learner++) {
      const userId = randomUUID();
      await db
        .insertInto('enrollments')
        .values({ project, course_id: id, user_id: userId, enrolled_by: userId })
        .execute();
    }
  }
  return courses;
}

async function addLesson(project: string, course: Course, required: boolean) {
  const db = await database();
  await db
    .insertInto('lessons')
    .values({
      project,
      course_id: course.id,
      section_id: course.sectionId,
      title: 'Lesson',
      type: 'TEXT',
      position: 0,
      required,
      estimated_minutes: 1,
      content: JSON.stringify({ markdown: 'Read me' }),
    })
    .execute();
}

/** The two counts as the rule gives them from the rows, and as the triggers kept them. */
async function counts(project: string) {
  const db = await database();
  const courses = await db
    .selectFrom('courses')
    .select(['id', 'completion_rule', 'required_lessons'])
    .where('project', '=', project)
    .orderBy('id')
    .execute();
  const lessons = await db
    .selectFrom('lessons')
    .select(['id', 'course_id', 'required'])
    .where('project', '=', project)
    .execute();
  const enrollments = await db
    .selectFrom('enrollments')
    .select(['id', 'course_id', 'completed_lessons'])
    .where('project', '=', project)
    .orderBy('id')
    .execute();
  const done = await db
    .selectFrom('lesson_progress')
    .select(['enrollment_id', 'lesson_id'])
    .where('project', '=', project)
    .where('status', '=', 'COMPLETED')
    .execute();
  const required = new Map(
    courses.map((course) => [
      course.id,
      requiredLessons(
        course.completion_rule as CompletionRule,
        lessons.filter((lesson) => lesson.course_id === course.id),
      ),
    ]),
  );
  const completed = (enrollmentId: string, courseId: string) =>
    required
      .get(courseId)!
      .filter((lesson) =>
        done.some((row) => row.enrollment_id === enrollmentId && row.lesson_id === lesson.id),
      ).length;
  return {
    fromRows: {
      courses: courses.map((course) => required.get(course.id)!.length),
      enrollments: enrollments.map((row) => completed(row.id, row.course_id)),
    },
    kept: {
      courses: courses.map((course) => course.required_lessons),
      enrollments: enrollments.map((row) => row.completed_lessons),
    },
  };
}

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('progress' as const),
    pick: fc.nat(),
    lesson: fc.nat(),
    status: fc.constantFrom('NOT_STARTED', 'STARTED', 'COMPLETED'),
  }),
  fc.record({
    kind: fc.constantFrom('add lesson', 'mark lesson', 'delete lesson', 'move lesson'),
    pick: fc.nat(),
    lesson: fc.nat(),
    required: fc.boolean(),
  }),
  // A rule names some of the course's lessons and, maybe, one of the other course.
  fc.record({
    kind: fc.constant('rule' as const),
    pick: fc.nat(),
    all: fc.boolean(),
    named: fc.array(fc.nat(), { maxLength: 3 }),
  }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

async function apply(project: string, courses: Course[], op: Operation) {
  const db = await database();
  const course = courses[op.pick % courses.length]!;
  const lessons = await db
    .selectFrom('lessons')
    .select('id')
    .where('project', '=', project)
    .orderBy('id')
    .execute();
  const ofCourse = await db
    .selectFrom('lessons')
    .select('id')
    .where('course_id', '=', course.id)
    .orderBy('id')
    .execute();
  if (op.kind === 'rule') {
    const rule: CompletionRule = {
      requiredLessons: op.all
        ? 'all'
        : op.named.flatMap((at) => lessons[at % lessons.length]?.id ?? []),
      quizPassMark: 70,
      minMinutes: 0,
    };
    await db
      .updateTable('courses')
      .set({ completion_rule: JSON.stringify(rule) })
      .where('id', '=', course.id)
      .execute();
    return;
  }
  if (op.kind === 'add lesson') return addLesson(project, course, op.required);
  const lesson = ofCourse[op.lesson % Math.max(ofCourse.length, 1)];
  if (!lesson) return;
  const row = db.updateTable('lessons').where('id', '=', lesson.id);
  if (op.kind === 'delete lesson')
    await db.deleteFrom('lessons').where('id', '=', lesson.id).execute();
  else if (op.kind === 'mark lesson') await row.set({ required: op.required }).execute();
  else if (op.kind === 'move lesson') await row.set({ position: op.lesson % 7 }).execute();
  else if ('status' in op) await saveProgress(project, course, lesson.id, op.pick, op.status);
}

/**
 * A learner's progress, the status overwritten either way (a saved status only moves forward).
 * With `holdMs`, its transaction stays open that long after the save, as one that goes on to
 * issue a certificate does: another save of the enrolment then has to wait for it.
 */
async function saveProgress(
  project: string,
  course: Course,
  lessonId: string,
  pick: number,
  status: string,
  holdMs = 0,
) {
  const db = await database();
  const learners = await db
    .selectFrom('enrollments')
    .select('id')
    .where('course_id', '=', course.id)
    .orderBy('id')
    .execute();
  const enrollmentId = learners[pick % learners.length]!.id;
  await db
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('lesson_progress')
        .values({ project, enrollment_id: enrollmentId, lesson_id: lessonId, status })
        .onConflict((oc) =>
          oc.columns(['enrollment_id', 'lesson_id']).doUpdateSet({
            status,
            // A save that changes no status, as a video's position does, recounts nothing.
            position: sql<number>`lesson_progress.position + 1`,
          }),
        )
        .execute();
      if (holdMs) await sql`select pg_sleep(${holdMs / 1000})`.execute(trx);
    })
    // The lesson deleted by a change running beside this one: nothing is saved.
    .catch((error: { code?: string }) => {
      if (error.code !== '23503') throw error;
    });
}

/** A course of 19 required lessons (and one not), its three learners yet to start. */
async function bigCourse(name: string) {
  const project = `percent-${name}-${randomUUID()}`;
  const [course] = await seedCourses(project);
  for (let added = 0; added < 17; added++) await addLesson(project, course!, true);
  const lessons = await (
    await database()
  )
    .selectFrom('lessons')
    .select('id')
    .where('course_id', '=', course!.id)
    .where('required', '=', true)
    .execute();
  return { project, course: course!, lessons };
}

describe("an enrolment's kept counts", () => {
  it('equal what the rule gives for the rows, after any mix of changes, four at a time', async () => {
    const project = `percent-${randomUUID()}`;
    const courses = await seedCourses(project);
    let completions = 0;
    await assertTalliesHold(
      operation,
      (op) => apply(project, courses, op),
      async () => {
        const both = await counts(project);
        completions += both.kept.enrollments.filter((count) => count > 0).length;
        return both;
      },
    );
    // The property saw required lessons completed, not only zeros.
    expect(completions).toBeGreaterThan(0);
  });

  it('count every lesson one learner completes at once', async () => {
    const { project, course, lessons } = await bigCourse('parallel');
    await Promise.all(
      lessons.map((lesson) => saveProgress(project, course, lesson.id, 0, 'COMPLETED', 20)),
    );
    const { fromRows, kept } = await counts(project);
    expect(fromRows.enrollments).toContain(19);
    expect(kept).toEqual(fromRows);
  });

  it('stay exact, and wait on no one, while the rule and lessons change beside the saves', async () => {
    const { project, course, lessons } = await bigCourse('mixed');
    const db = await database();
    const rule = (requiredLessons: CompletionRule['requiredLessons']) =>
      db
        .updateTable('courses')
        .set({
          completion_rule: JSON.stringify({ requiredLessons, quizPassMark: 70, minMinutes: 0 }),
        })
        .where('id', '=', course.id)
        .execute();
    // Three learners complete lessons while the rule flips, lessons are marked and one goes.
    await Promise.all(
      lessons.flatMap((lesson, at) => [
        saveProgress(project, course, lesson.id, at, 'COMPLETED', 5),
        at % 3 === 0
          ? rule(at % 2 ? 'all' : lessons.slice(at).map((each) => each.id))
          : db
              .updateTable('lessons')
              .set({ required: at % 2 === 0 })
              .where('id', '=', lesson.id)
              .execute(),
        ...(at === 9 ? [db.deleteFrom('lessons').where('id', '=', lesson.id).execute()] : []),
      ]),
    );
    const { fromRows, kept } = await counts(project);
    expect(kept).toEqual(fromRows);
  });

  it('start from the rows already there when the migration runs', async () => {
    const project = `percent-backfill-${randomUUID()}`;
    const courses = await seedCourses(project);
    const db = (await sharedTestDatabase()).db;
    await down(db);
    const learning = await database();
    const lessons = await learning
      .selectFrom('lessons')
      .select('id')
      .where('course_id', '=', courses[0]!.id)
      .where('required', '=', true)
      .execute();
    const enrollment = await learning
      .selectFrom('enrollments')
      .select('id')
      .where('course_id', '=', courses[0]!.id)
      .executeTakeFirstOrThrow();
    // Written while no trigger keeps the counts: only the migration's backfill can count them.
    for (const lesson of lessons)
      await learning
        .insertInto('lesson_progress')
        .values({
          project,
          enrollment_id: enrollment.id,
          lesson_id: lesson.id,
          status: 'COMPLETED',
        })
        .execute();
    await up(db);
    const { fromRows, kept } = await counts(project);
    expect(kept).toEqual(fromRows);
    expect(kept.enrollments).toContain(2);
    expect(kept.courses).toEqual([2, 2]);
  });
});
