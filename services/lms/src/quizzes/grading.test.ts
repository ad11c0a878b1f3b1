import { describe, expect, it } from 'vitest';
import { gradeAttempt, questionOrderFor, questionsForLearner, type QuizContent } from './grading';

const quiz: QuizContent = {
  passMark: 60,
  attemptsAllowed: 2,
  shuffle: true,
  questions: [
    {
      id: 'q1',
      kind: 'SINGLE',
      text: 'Pick B',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      correct: ['b'],
      explanation: 'B is right.',
    },
    {
      id: 'q2',
      kind: 'MULTIPLE',
      text: 'Pick A and C',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
        { id: 'c', text: 'C' },
      ],
      correct: ['a', 'c'],
    },
    {
      id: 'q3',
      kind: 'TRUE_FALSE',
      text: 'True?',
      options: [
        { id: 't', text: 'True' },
        { id: 'f', text: 'False' },
      ],
      correct: ['t'],
    },
  ],
};
const order = ['q1', 'q2', 'q3'];

describe('gradeAttempt', () => {
  it('scores all right as 100 and passed', () => {
    const result = gradeAttempt(quiz, order, [
      { questionId: 'q1', optionIds: ['b'] },
      { questionId: 'q2', optionIds: ['c', 'a'] },
      { questionId: 'q3', optionIds: ['t'] },
    ]);
    expect(result).toMatchObject({ score: 100, passed: true, passMark: 60, correctCount: 3 });
    expect(result.questions[0]).toEqual({
      questionId: 'q1',
      correct: true,
      chosenOptionIds: ['b'],
      correctOptionIds: ['b'],
      explanation: 'B is right.',
    });
  });

  it('wants the exact set for MULTIPLE, counts unanswered as wrong, rounds the score', () => {
    const result = gradeAttempt(quiz, order, [
      { questionId: 'q1', optionIds: ['b'] },
      { questionId: 'q2', optionIds: ['a'] },
    ]);
    expect(result.questions.map((q) => q.correct)).toEqual([true, false, false]);
    expect(result.score).toBe(33.33);
    expect(result.passed).toBe(false);
    const superset = gradeAttempt(quiz, order, [{ questionId: 'q2', optionIds: ['a', 'b', 'c'] }]);
    expect(superset.questions[1]!.correct).toBe(false);
  });

  it('passes exactly at the pass mark and falls back to the course rule', () => {
    const noMark = { ...quiz, passMark: null };
    const twoOfThree = [
      { questionId: 'q1', optionIds: ['b'] },
      { questionId: 'q3', optionIds: ['t'] },
    ];
    expect(gradeAttempt(noMark, order, twoOfThree, 66.67).passed).toBe(true);
    expect(gradeAttempt(noMark, order, twoOfThree, 67).passed).toBe(false);
    expect(gradeAttempt(noMark, order, twoOfThree).passMark).toBe(70);
  });

  it.each([
    [[{ questionId: 'nope', optionIds: ['a'] }], 'UNKNOWN_QUESTION'],
    [[{ questionId: 'q1', optionIds: ['z'] }], 'UNKNOWN_OPTION'],
    [[{ questionId: 'q1', optionIds: ['a', 'b'] }], 'ONE_OPTION_ONLY'],
  ])('refuses %j with 422', (answers, code) => {
    expect(() => gradeAttempt(quiz, order, answers)).toThrow(
      expect.objectContaining({ statusCode: 422, code }),
    );
  });

  it('grades in the stored order', () => {
    const result = gradeAttempt(quiz, ['q3', 'q1', 'q2'], []);
    expect(result.questions.map((q) => q.questionId)).toEqual(['q3', 'q1', 'q2']);
  });
});

describe('questionOrderFor', () => {
  it('is stable per attempt and differs between attempts', () => {
    expect(questionOrderFor(quiz, 'attempt-1')).toEqual(questionOrderFor(quiz, 'attempt-1'));
    const orders = new Set(
      Array.from({ length: 20 }, (_, i) => questionOrderFor(quiz, `attempt-${i}`).join()),
    );
    expect(orders.size).toBeGreaterThan(1);
    expect([...questionOrderFor(quiz, 'x')].sort()).toEqual(order);
  });

  it('keeps the authored order without shuffle', () => {
    expect(questionOrderFor({ ...quiz, shuffle: false }, 'attempt-9')).toEqual(order);
  });
});

describe('questionsForLearner', () => {
  it('never carries the answers', () => {
    const questions = questionsForLearner(quiz, ['q2', 'q1', 'q3']);
    expect(questions.map((q) => q.id)).toEqual(['q2', 'q1', 'q3']);
    expect(JSON.stringify(questions)).not.toMatch(/correct|explanation/);
  });
});
