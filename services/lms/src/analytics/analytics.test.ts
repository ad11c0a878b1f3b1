import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeLearningDatabase } from '../db/migrate';
import { buildTestApp } from '../../test/build-test-app';
import { allRight, complete, enrolledLearner, quizCourse } from '../../test/assessment-fixtures';
import { call, ok, personIn, type Person } from '../../test/learning-fixtures';

const project = 'analytics';
let app: FastifyInstance;
let instructor: Person;
let admin: Person;
let courseId: string;

/**
 * Five learners: two complete (one after a failed attempt), one reads the text lesson only, one
 * does nothing, one withdraws. The completers enrolled 2 and 5 days before completing.
 */
beforeAll(async () => {
  app = await buildTestApp();
  instructor = await personIn(project, 'INSTRUCTOR');
  admin = await personIn(project, 'ADMIN');
  const course = await quizCourse(app, instructor);
  courseId = course.courseId;
  const [first, second, reader, , leaver] = await Promise.all(
    Array.from({ length: 5 }, () => enrolledLearner(app, project, courseId)),
  );
  await complete(app, first!, course);
  await ok(
    call(app, second!, 'POST', `lessons/${course.quizId}/attempts`, {
      answers: allRight.slice(0, 1),
    }),
  );
  await complete(app, second!, course);
  await ok(call(app, reader!, 'PUT', `progress/lessons/${course.textId}`, { status: 'COMPLETED' }));
  const [enrollment] = await ok<{ id: string }[]>(call(app, leaver!, 'GET', 'enrollments/me'));
  await ok(call(app, leaver!, 'PUT', `enrollments/${enrollment!.id}/withdraw`));
  const learning = scopeLearningDatabase((await sharedTestDatabase()).db);
  for (const [who, days] of [
    [first!, 2],
    [second!, 5],
  ] as const) {
    await learning
      .updateTable('enrollments')
      .set({ enrolled_at: sql<Date>`completed_at - make_interval(days => ${days})` })
      .where('user_id', '=', who.userId)
      .execute();
  }
});
afterAll(() => app.close());

describe('GET analytics/courses/{id}', () => {
  it('answers the exact figures of the known data set', async () => {
    const figures = await ok(call(app, instructor, 'GET', `analytics/courses/${courseId}`));
    expect(figures).toEqual({
      courseId,
      enrolled: 5,
      withdrawn: 1,
      completed: 2,
      completionRate: 0.5,
      activeLast30Days: 3,
      medianDaysToComplete: 3.5,
      dropOff: [
        { lessonId: expect.any(String), title: 'Why save', position: 1, reached: 3 },
        { lessonId: expect.any(String), title: 'Check', position: 2, reached: 2 },
      ],
      quizzes: { attempts: 3, passRate: 0.6667, meanScore: 73.33 },
    });
  });

  it('is for the course instructors and ADMIN only', async () => {
    expect((await call(app, admin, 'GET', `analytics/courses/${courseId}`)).statusCode).toBe(200);
    const otherInstructor = await personIn(project, 'INSTRUCTOR');
    expect(
      (await call(app, otherInstructor, 'GET', `analytics/courses/${courseId}`)).statusCode,
    ).toBe(403);
    const member = await personIn(project);
    expect((await call(app, member, 'GET', `analytics/courses/${courseId}`)).statusCode).toBe(403);
    const elsewhere = await personIn('other-analytics', 'ADMIN');
    expect((await call(app, elsewhere, 'GET', `analytics/courses/${courseId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(app, admin, 'GET', `analytics/courses/${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
    expect((await call(app, admin, 'GET', 'analytics/courses/nope')).statusCode).toBe(400);
  });
});

describe('GET analytics/overview', () => {
  it('sums the project for an ADMIN and own courses for an INSTRUCTOR, week by week', async () => {
    for (const who of [admin, instructor]) {
      const overview = await ok<{
        courses: number;
        completionRate: number;
        weekly: { week: string; enrolled: number; completed: number; activeLearners: number }[];
      }>(call(app, who, 'GET', 'analytics/overview?weeks=2'));
      expect(overview).toMatchObject({
        courses: 1,
        enrolled: 5,
        withdrawn: 1,
        completed: 2,
        completionRate: 0.5,
      });
      expect(overview.weekly).toHaveLength(2);
      expect(overview.weekly.reduce((sum, w) => sum + w.enrolled, 0)).toBe(5);
      expect(overview.weekly.reduce((sum, w) => sum + w.completed, 0)).toBe(2);
      expect(overview.weekly[1]!.activeLearners).toBe(3);
      expect(new Date(`${overview.weekly[1]!.week}T12:00:00Z`).getUTCDay()).toBe(1);
    }
    const newcomer = await personIn(project, 'INSTRUCTOR');
    expect(await ok(call(app, newcomer, 'GET', 'analytics/overview?weeks=1'))).toMatchObject({
      courses: 0,
      enrolled: 0,
      completionRate: 0,
    });
  });

  it('refuses members and bad week counts', async () => {
    const member = await personIn(project);
    expect((await call(app, member, 'GET', 'analytics/overview')).statusCode).toBe(403);
    for (const weeks of ['0', '53', 'x']) {
      const response = await call(app, admin, 'GET', `analytics/overview?weeks=${weeks}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].path).toBe('weeks');
    }
  });
});

describe('GET completion-rate', () => {
  it("answers the project's rate with withdrawn learners left out", async () => {
    const member = await personIn(project);
    expect(await ok(call(app, member, 'GET', 'completion-rate'))).toEqual({
      enrolled: 5,
      withdrawn: 1,
      completed: 2,
      completionRate: 0.5,
    });
    const empty = await personIn('empty-analytics');
    expect(await ok(call(app, empty, 'GET', 'completion-rate'))).toMatchObject({
      completionRate: 0,
    });
  });
});
