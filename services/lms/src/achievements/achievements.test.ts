import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeLearningDatabase } from '../db/migrate';
import { buildTestApp } from '../../test/build-test-app';
import { complete, enrolledLearner, quizCourse } from '../../test/assessment-fixtures';
import { call, ok, personIn, type Person } from '../../test/learning-fixtures';
import { createAchievements } from './achievements-module';

const project = 'achievements';
let app: FastifyInstance;
let instructor: Person;
const db = async () => scopeLearningDatabase((await sharedTestDatabase()).db);
const keysOf = async (who: Person) =>
  (await ok<{ key: string }[]>(call(app, who, 'GET', 'achievements/me'))).map((a) => a.key).sort();

beforeAll(async () => {
  app = await buildTestApp();
  instructor = await personIn(project, 'INSTRUCTOR');
});
afterAll(() => app.close());

describe('GET achievements', () => {
  it('lists the catalogue with badges', async () => {
    const catalogue = await ok<{ key: string; name: string; badge: string }[]>(
      call(app, instructor, 'GET', 'achievements'),
    );
    expect(catalogue.map((a) => a.key)).toEqual([
      'FIRST_COURSE',
      'THREE_COURSES',
      'PERFECT_QUIZ',
      'SEVEN_DAY_STREAK',
      'FIRST_CERTIFICATE',
    ]);
    expect(catalogue.every((a) => a.name && a.badge)).toBe(true);
  });

  it('needs a token', async () => {
    expect((await app.inject('/lms/v1/achievements/me')).statusCode).toBe(401);
  });
});

describe('awards', () => {
  it('awards the first course, a perfect quiz and the first certificate on completion', async () => {
    const course = await quizCourse(app, instructor);
    const learner = await enrolledLearner(app, project, course.courseId);
    expect(await keysOf(learner)).toEqual([]);
    await complete(app, learner, course);
    expect(await keysOf(learner)).toEqual(['FIRST_CERTIFICATE', 'FIRST_COURSE', 'PERFECT_QUIZ']);
  });

  it('awards three courses after the third, each award once', async () => {
    const learner = await personIn(project);
    for (let i = 0; i < 3; i++) {
      const course = await quizCourse(app, instructor);
      await ok(call(app, learner, 'POST', 'enrollments', { courseId: course.courseId }));
      await complete(app, learner, course);
      const keys = await keysOf(learner);
      expect(keys.includes('THREE_COURSES')).toBe(i === 2);
    }
    const awards = await (
      await db()
    )
      .selectFrom('achievement_awards')
      .select('key')
      .where('user_id', '=', learner.userId)
      .execute();
    expect(awards).toHaveLength(4);
  });

  it('awards the seven-day streak on seven consecutive Nairobi days only, once under parallel events', async () => {
    const learning = await db();
    const course = await quizCourse(app, instructor);
    const learner = await enrolledLearner(app, project, course.courseId);
    const day = (offset: number) =>
      new Date(Date.UTC(2026, 0, 10 + offset)).toISOString().slice(0, 10);
    const record = (offsets: number[]) =>
      learning
        .insertInto('learning_days')
        .values(
          offsets.map((o) => ({
            project,
            user_id: learner.userId,
            course_id: course.courseId,
            day: day(o),
          })),
        )
        .execute();
    const achievements = createAchievements(learning);
    await record([0, 1, 2, 4, 5, 6]);
    expect(await achievements.evaluate(project, learner.userId)).toEqual([]);
    await record([3]);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => achievements.evaluate(project, learner.userId)),
    );
    expect(results.flat()).toEqual(['SEVEN_DAY_STREAK']);
    expect(await keysOf(learner)).toEqual(['SEVEN_DAY_STREAK']);
  });

  it('keeps awards to their project', async () => {
    const course = await quizCourse(app, instructor);
    const learner = await enrolledLearner(app, project, course.courseId);
    await complete(app, learner, course);
    const elsewhere = {
      ...learner,
      headers: { ...learner.headers, 'x-project': 'other-achievements' },
    };
    expect(await keysOf(elsewhere)).toEqual([]);
  });
});
