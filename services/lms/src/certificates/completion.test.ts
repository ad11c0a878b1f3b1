import { describe, expect, it } from 'vitest';
import { evaluateCompletion, type LessonFacts } from './completion';

const lessons: LessonFacts[] = [
  { id: 'l1', title: 'Intro', type: 'TEXT', required: true },
  { id: 'l2', title: 'Video', type: 'VIDEO', required: false },
  { id: 'l3', title: 'Quiz', type: 'QUIZ', required: true },
];
const done = (lessonId: string, secondsSpent = 0) => ({
  lessonId,
  status: 'COMPLETED',
  secondsSpent,
});

describe('evaluateCompletion', () => {
  it('is complete with required lessons done and the quiz passed', () => {
    const verdict = evaluateCompletion(
      { requiredLessons: 'all', minMinutes: 0 },
      lessons,
      [done('l1'), done('l3')],
      [{ lessonId: 'l3', passed: true }],
    );
    expect(verdict).toEqual({
      complete: true,
      missing: { lessons: [], quizzes: [], minutesShort: 0 },
    });
  });

  it('never completes a learner who opened every lesson but did not pass the quiz', () => {
    const verdict = evaluateCompletion(
      { requiredLessons: 'all' },
      lessons,
      [done('l1', 600), done('l2', 600), done('l3', 600)],
      [{ lessonId: 'l3', passed: false }],
    );
    expect(verdict).toEqual({
      complete: false,
      missing: { lessons: [], quizzes: [{ id: 'l3', title: 'Quiz' }], minutesShort: 0 },
    });
  });

  it('uses a lesson list and the minimum minutes', () => {
    const verdict = evaluateCompletion(
      { requiredLessons: ['l2', 'gone'], minMinutes: 10 },
      lessons,
      [{ lessonId: 'l1', status: 'STARTED', secondsSpent: 130 }],
      [],
    );
    expect(verdict).toEqual({
      complete: false,
      missing: { lessons: [{ id: 'l2', title: 'Video' }], quizzes: [], minutesShort: 8 },
    });
    expect(
      evaluateCompletion(
        { requiredLessons: ['l2'], minMinutes: 10 },
        lessons,
        [done('l2', 600)],
        [],
      ).complete,
    ).toBe(true);
  });

  it('never completes a course without lessons', () => {
    expect(evaluateCompletion({ requiredLessons: 'all' }, [], [], []).complete).toBe(false);
  });
});
