import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp } from '../../test/build-test-app';
import { call, courseWithLessons, ok, personIn, type Person } from '../../test/learning-fixtures';
import type { Viewer } from '../courses/courses-module';
import { scopeLearningDatabase } from '../db/migrate';
import { missingLessons } from './missing';
import { createProgressService } from './progress-service';

const project = 'l1-progress';
let app: FastifyInstance;
let teacher: Person;
let learner: Person;
let course: { id: string };
let text: { id: string };
let quiz: { id: string };
beforeAll(async () => {
  app = await buildTestApp();
  [teacher, learner] = await Promise.all([personIn(project, 'INSTRUCTOR'), personIn(project)]);
  ({ course, text, quiz } = await courseWithLessons(app, teacher));
  await ok(call(app, learner, 'POST', 'enrollments', { courseId: course.id }));
});
afterAll(() => app.close());

const save = (who: Person, lessonId: string, body: object) =>
  call(app, who, 'PUT', `progress/lessons/${lessonId}`, body);

describe('PUT /progress/lessons/{id}', () => {
  it('never goes backwards: COMPLETED stays, seconds and position take the max', async () => {
    const started = await ok(
      save(learner, text.id, { status: 'STARTED', secondsSpent: 30, position: 4 }),
    );
    expect(started).toMatchObject({ status: 'STARTED', secondsSpent: 30, position: 4 });
    await ok(save(learner, text.id, { status: 'COMPLETED', secondsSpent: 90, position: 2 }));
    const late = await ok(
      save(learner, text.id, { status: 'STARTED', secondsSpent: 10, position: 1 }),
    );
    expect(late).toMatchObject({ status: 'COMPLETED', secondsSpent: 90, position: 4 });
  });

  it('keeps the largest values under parallel saves', async () => {
    const racer = await personIn(project);
    await ok(call(app, racer, 'POST', 'enrollments', { courseId: course.id }));
    const bodies = Array.from({ length: 12 }, (_, i) => ({
      status: i === 5 ? 'COMPLETED' : 'STARTED',
      secondsSpent: i * 10,
      position: 100 - i,
    }));
    const answers = await Promise.all(bodies.map((body) => save(racer, text.id, body)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const progress = await ok<{ lessons: { lessonId: string }[] }>(
      call(app, racer, 'GET', `progress/courses/${course.id}`),
    );
    expect(progress.lessons.find((l) => l.lessonId === text.id)).toMatchObject({
      status: 'COMPLETED',
      secondsSpent: 110,
      position: 100,
    });
  });

  it('refuses a quiz marked COMPLETED (422) but saves it STARTED', async () => {
    const done = await save(learner, quiz.id, { status: 'COMPLETED' });
    expect(done.statusCode).toBe(422);
    expect(done.json().code).toBe('QUIZ_COMPLETES_BY_ATTEMPT');
    expect((await save(learner, quiz.id, { status: 'STARTED', secondsSpent: 5 })).statusCode).toBe(
      200,
    );
  });

  it('refuses people not enrolled, withdrawn ones, lessons of other courses and bad input', async () => {
    const other = await courseWithLessons(app, teacher);
    const foreign = await save(learner, other.text.id, { status: 'STARTED' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('NOT_ENROLLED');
    const quitter = await personIn(project);
    const enrolment = await ok(
      call(app, quitter, 'POST', 'enrollments', { courseId: other.course.id }),
    );
    await ok(call(app, quitter, 'PUT', `enrollments/${enrolment.id}/withdraw`));
    const withdrawn = await save(quitter, other.text.id, { status: 'STARTED' });
    expect(withdrawn.json().code).toBe('ENROLLMENT_NOT_ACTIVE');
    expect((await save(learner, randomUUID(), { status: 'STARTED' })).statusCode).toBe(404);
    const bad = await save(learner, text.id, { status: 'DONE', secondsSpent: -1, position: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['position', 'secondsSpent', 'status']);
  });
});

describe('GET /progress/courses/{id}', () => {
  it('reports each lesson, the percent, minutes and what is missing', async () => {
    const me = await personIn(project);
    await ok(call(app, me, 'POST', 'enrollments', { courseId: course.id }));
    await ok(
      call(app, teacher, 'PUT', `courses/${course.id}`, {
        completionRule: { requiredLessons: 'all', quizPassMark: 70, minMinutes: 5 },
      }),
    );
    await ok(save(me, text.id, { status: 'COMPLETED', secondsSpent: 150 }));
    const progress = await ok(call(app, me, 'GET', `progress/courses/${course.id}`));
    expect(progress).toMatchObject({
      courseId: course.id,
      status: 'ACTIVE',
      percent: 50,
      minutesSpent: 2,
      missing: { minutesShort: 3 },
    });
    // The quiz is missing (as a lesson here, or as a quiz once the assessment domain decides).
    const { lessons, quizzes } = progress.missing as Record<string, { id: string }[]>;
    expect([...lessons!, ...quizzes!].map((item) => item.id)).toEqual([quiz.id]);
    expect(progress.lessons).toEqual([
      expect.objectContaining({ lessonId: text.id, status: 'COMPLETED' }),
      { lessonId: quiz.id, status: 'NOT_STARTED', secondsSpent: 0, position: 0, updatedAt: null },
    ]);
    const stranger = await personIn(project);
    expect((await call(app, stranger, 'GET', `progress/courses/${course.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(app, me, 'GET', `progress/courses/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('answers an enrolment with no progress yet, and each lesson of one with several, its own only', async () => {
    const [me, other] = await Promise.all([personIn(project), personIn(project)]);
    await ok(call(app, me, 'POST', 'enrollments', { courseId: course.id }));
    await ok(call(app, other, 'POST', 'enrollments', { courseId: course.id }));
    const fresh = await ok(call(app, me, 'GET', `progress/courses/${course.id}`));
    expect(fresh).toMatchObject({ status: 'ACTIVE', percent: 0, minutesSpent: 0 });
    expect((fresh.lessons as { status: string }[]).map((lesson) => lesson.status)).toEqual([
      'NOT_STARTED',
      'NOT_STARTED',
    ]);
    await ok(save(me, text.id, { status: 'STARTED', secondsSpent: 90, position: 12 }));
    await ok(save(me, quiz.id, { status: 'STARTED', secondsSpent: 60 }));
    await ok(save(other, text.id, { status: 'COMPLETED', secondsSpent: 600 }));
    const mine = await ok(call(app, me, 'GET', `progress/courses/${course.id}`));
    expect(mine).toMatchObject({ percent: 0, minutesSpent: 2 });
    expect(mine.lessons).toEqual([
      expect.objectContaining({
        lessonId: text.id,
        status: 'STARTED',
        secondsSpent: 90,
        position: 12,
      }),
      expect.objectContaining({ lessonId: quiz.id, status: 'STARTED', secondsSpent: 60 }),
    ]);
  });

  it('calls onProgressChanged after a change, not after a repeat', async () => {
    const onProgressChanged = vi.fn(async () => undefined);
    const db = scopeLearningDatabase((await sharedTestDatabase()).db);
    const service = createProgressService(db, {
      onProgressChanged,
      missingForCompletion: missingLessons,
    });
    const me = await personIn(project);
    const enrolment = await ok(call(app, me, 'POST', 'enrollments', { courseId: course.id }));
    const viewer: Viewer = {
      userId: me.userId,
      role: 'MEMBER',
      project,
      isAdmin: false,
      isInstructor: false,
      name: '',
    };
    await service.save(viewer, text.id, { status: 'STARTED', secondsSpent: 10, position: 0 });
    await service.save(viewer, text.id, { status: 'STARTED', secondsSpent: 10, position: 0 });
    await service.save(viewer, text.id, { status: 'COMPLETED', secondsSpent: 5, position: 0 });
    expect(onProgressChanged.mock.calls).toEqual([[enrolment.id], [enrolment.id]]);
  });
});
