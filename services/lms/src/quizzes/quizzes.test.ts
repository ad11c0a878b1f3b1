import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { allRight, enrolledLearner, quizCourse } from '../../test/assessment-fixtures';
import { call, ok, personIn, type Person } from '../../test/learning-fixtures';

const project = 'quizzes';

let app: FastifyInstance;
let instructor: Person;
let quizId: string;
let textId: string;
let courseId: string;

const enrolled = () => enrolledLearner(app, project, courseId);

beforeAll(async () => {
  app = await buildTestApp();
  instructor = await personIn(project, 'INSTRUCTOR');
  ({ courseId, textId, quizId } = await quizCourse(app, instructor));
});
afterAll(() => app.close());

describe('POST lessons/{id}/attempts/start', () => {
  it('answers the questions in the attempt order, without answers, the same on resume', async () => {
    const learner = await enrolled();
    const first = await ok<{ attemptId: string; questions: { id: string }[] }>(
      call(app, learner, 'POST', `lessons/${quizId}/attempts/start`),
    );
    expect(first.questions.map((q) => q.id).sort()).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
    expect(JSON.stringify(first)).not.toMatch(/correct/);
    const again = await ok<typeof first>(
      call(app, learner, 'POST', `lessons/${quizId}/attempts/start`),
    );
    expect(again).toEqual(first);
  });

  it('grades in the stored order and gives each new attempt its own order', async () => {
    const orders = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const learner = await enrolled();
      const started = await ok<{ attemptId: string; questions: { id: string }[] }>(
        call(app, learner, 'POST', `lessons/${quizId}/attempts/start`),
      );
      const order = started.questions.map((q) => q.id);
      orders.add(order.join());
      const result = await ok<{ questions: { questionId: string }[] }>(
        call(app, learner, 'POST', `lessons/${quizId}/attempts`, {
          attemptId: started.attemptId,
          answers: allRight,
        }),
      );
      expect(result.questions.map((q) => q.questionId)).toEqual(order);
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('POST lessons/{id}/attempts', () => {
  it('grades, shows the answers only now, and stops at the attempts allowed', async () => {
    const learner = await enrolled();
    const failed = await call(app, learner, 'POST', `lessons/${quizId}/attempts`, {
      answers: [
        { questionId: 'q1', optionIds: ['a'] },
        { questionId: 'q2', optionIds: ['a'] },
      ],
    });
    expect(failed.statusCode).toBe(201);
    expect(failed.json()).toMatchObject({
      message: 'Quiz not passed.',
      data: { score: 20, passed: false, passMark: 60, attemptsLeft: 1, courseCompleted: false },
    });
    const q2 = failed
      .json()
      .data.questions.find((q: { questionId: string }) => q.questionId === 'q2');
    expect(q2).toEqual({
      questionId: 'q2',
      correct: false,
      chosenOptionIds: ['a'],
      correctOptionIds: ['a', 'c'],
      explanation: null,
    });
    const passed = await ok(
      call(app, learner, 'POST', `lessons/${quizId}/attempts`, { answers: allRight }),
    );
    expect(passed).toMatchObject({ score: 100, passed: true, attemptNumber: 2, attemptsLeft: 0 });
    const third = await call(app, learner, 'POST', `lessons/${quizId}/attempts`, {
      answers: allRight,
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('ATTEMPTS_EXHAUSTED');
    const start = await call(app, learner, 'POST', `lessons/${quizId}/attempts/start`);
    expect(start.json().code).toBe('ATTEMPTS_EXHAUSTED');
  });

  it('completes the quiz lesson and, with the rest done, the course', async () => {
    const learner = await enrolled();
    await ok(call(app, learner, 'PUT', `progress/lessons/${textId}`, { status: 'COMPLETED' }));
    const result = await ok(
      call(app, learner, 'POST', `lessons/${quizId}/attempts`, { answers: allRight }),
    );
    expect(result).toMatchObject({ passed: true, courseCompleted: true });
    const progress = await ok<{ status: string; lessons: { lessonId: string; status: string }[] }>(
      call(app, learner, 'GET', `progress/courses/${courseId}`),
    );
    expect(progress.status).toBe('COMPLETED');
    expect(progress.lessons.find((l) => l.lessonId === quizId)?.status).toBe('COMPLETED');
  });

  it('refuses a second submission of the same attempt', async () => {
    const learner = await enrolled();
    const started = await ok<{ attemptId: string }>(
      call(app, learner, 'POST', `lessons/${quizId}/attempts/start`),
    );
    const body = { attemptId: started.attemptId, answers: allRight };
    await ok(call(app, learner, 'POST', `lessons/${quizId}/attempts`, body));
    const again = await call(app, learner, 'POST', `lessons/${quizId}/attempts`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ATTEMPT_SUBMITTED');
  });

  it.each([
    [{}, 'answers'],
    [{ answers: 'a' }, 'answers'],
    [{ answers: [{ questionId: 'q1' }] }, 'answers.0.optionIds'],
    [
      {
        answers: [
          { questionId: 'q1', optionIds: ['a'] },
          { questionId: 'q1', optionIds: ['b'] },
        ],
      },
      'answers',
    ],
    [{ attemptId: 'nope', answers: [] }, 'attemptId'],
  ])('rejects the shape %j with 400', async (body, path) => {
    const learner = await enrolled();
    const response = await call(app, learner, 'POST', `lessons/${quizId}/attempts`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path }] });
  });

  it.each([
    [[{ questionId: 'q9', optionIds: ['a'] }], 'UNKNOWN_QUESTION'],
    [[{ questionId: 'q1', optionIds: ['z'] }], 'UNKNOWN_OPTION'],
    [[{ questionId: 'q1', optionIds: ['a', 'b'] }], 'ONE_OPTION_ONLY'],
  ])('refuses %j with 422, using no attempt', async (answers, code) => {
    const learner = await enrolled();
    const response = await call(app, learner, 'POST', `lessons/${quizId}/attempts`, { answers });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe(code);
    // The refused answers took no attempt: both remain.
    await ok(call(app, learner, 'POST', `lessons/${quizId}/attempts`, { answers: [] }));
    expect(
      (
        await ok<{ attemptsLeft: number }>(
          call(app, learner, 'POST', `lessons/${quizId}/attempts`, { answers: [] }),
        )
      ).attemptsLeft,
    ).toBe(0);
  });

  it('answers 403 to a learner not enrolled, 404 to an unknown lesson, 422 to a text lesson', async () => {
    const stranger = await personIn(project);
    const notEnrolled = await call(app, stranger, 'POST', `lessons/${quizId}/attempts`, {
      answers: [],
    });
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().code).toBe('NOT_ENROLLED');
    const learner = await enrolled();
    const unknown = await call(app, learner, 'POST', `lessons/${crypto.randomUUID()}/attempts`, {
      answers: [],
    });
    expect(unknown.statusCode).toBe(404);
    const text = await call(app, learner, 'POST', `lessons/${textId}/attempts`, { answers: [] });
    expect(text.statusCode).toBe(422);
    expect(text.json().code).toBe('NOT_A_QUIZ');
    const badId = await call(app, learner, 'POST', 'lessons/not-an-id/attempts', { answers: [] });
    expect(badId.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/lms/v1/lessons/${quizId}/attempts`,
      headers: { 'x-csrf-token': 'a'.repeat(64) },
      payload: { answers: [] },
    });
    expect(response.statusCode).toBe(401);
  });
});
