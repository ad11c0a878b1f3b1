import { createHash } from 'node:crypto';
import { unprocessable } from '@pamoja/server-kit/errors';

export interface QuizOption {
  id: string;
  text: string;
}
export interface QuizQuestion {
  id: string;
  kind: 'SINGLE' | 'MULTIPLE' | 'TRUE_FALSE';
  text: string;
  options: QuizOption[];
  correct: string[];
  explanation?: string | null;
}
/** A QUIZ lesson's content as the course stores it (correct answers included: server only). */
export interface QuizContent {
  passMark?: number | null;
  attemptsAllowed?: number | null;
  shuffle?: boolean;
  questions: QuizQuestion[];
}
export interface Answer {
  questionId: string;
  optionIds: string[];
}
export interface QuestionResult {
  questionId: string;
  correct: boolean;
  chosenOptionIds: string[];
  correctOptionIds: string[];
  explanation: string | null;
}
export interface GradedAttempt {
  score: number;
  passed: boolean;
  passMark: number;
  correctCount: number;
  questionCount: number;
  questions: QuestionResult[];
}

/** When neither the lesson nor the course names a pass mark. */
export const DEFAULT_PASS_MARK = 70;

/**
 * The order a learner sees the questions in. Seeded by the attempt id, so reloading the
 * attempt shows the same order while each new attempt gets its own.
 */
export function questionOrderFor(quiz: QuizContent, attemptId: string): string[] {
  const ids = quiz.questions.map((q) => q.id);
  if (!quiz.shuffle) return ids;
  const rank = (id: string) => createHash('sha256').update(`${attemptId}:${id}`).digest('hex');
  return ids
    .map((id) => ({ id, rank: rank(id) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .map(({ id }) => id);
}

export function passMarkOf(quiz: QuizContent, coursePassMark?: number | null): number {
  return quiz.passMark ?? coursePassMark ?? DEFAULT_PASS_MARK;
}

const sameSet = (a: string[], b: string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/** Refuses answers that name a question or option the quiz does not have. */
function checkAnswers(quiz: QuizContent, answers: Answer[]): Map<string, string[]> {
  const byId = new Map(quiz.questions.map((q) => [q.id, q]));
  const chosen = new Map<string, string[]>();
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) {
      throw unprocessable(
        `The question ${answer.questionId} is not in this quiz.`,
        'UNKNOWN_QUESTION',
      );
    }
    const optionIds = new Set(question.options.map((o) => o.id));
    const unknown = answer.optionIds.find((id) => !optionIds.has(id));
    if (unknown !== undefined) {
      throw unprocessable(
        `The option ${unknown} is not an option of this question.`,
        'UNKNOWN_OPTION',
      );
    }
    if (question.kind !== 'MULTIPLE' && new Set(answer.optionIds).size > 1) {
      throw unprocessable('Choose only one option for this question.', 'ONE_OPTION_ONLY');
    }
    chosen.set(question.id, [...new Set(answer.optionIds)]);
  }
  return chosen;
}

/**
 * Grades an attempt: a single-choice or true/false question is right when its one option is
 * chosen, a multiple-choice one when exactly the correct set is. A question left unanswered is
 * wrong. The score is a percentage with two decimals.
 */
export function gradeAttempt(
  quiz: QuizContent,
  questionOrder: string[],
  answers: Answer[],
  coursePassMark?: number | null,
): GradedAttempt {
  if (quiz.questions.length === 0) {
    throw unprocessable('This quiz has no questions yet.', 'QUIZ_EMPTY');
  }
  const chosen = checkAnswers(quiz, answers);
  const byId = new Map(quiz.questions.map((q) => [q.id, q]));
  // Questions added after the attempt started are still graded, after the stored order.
  const order = [
    ...questionOrder.filter((id) => byId.has(id)),
    ...quiz.questions.map((q) => q.id).filter((id) => !questionOrder.includes(id)),
  ];
  const questions = order.map((id): QuestionResult => {
    const question = byId.get(id)!;
    const picked = chosen.get(id) ?? [];
    return {
      questionId: id,
      correct: picked.length > 0 && sameSet(picked, question.correct),
      chosenOptionIds: picked,
      correctOptionIds: question.correct,
      // The contract takes an empty explanation; it says nothing, so the learner gets none.
      explanation: question.explanation?.trim() ? question.explanation : null,
    };
  });
  const correctCount = questions.filter((q) => q.correct).length;
  const score = Math.round((correctCount * 10_000) / questions.length) / 100;
  const passMark = passMarkOf(quiz, coursePassMark);
  return {
    score,
    passed: score >= passMark,
    passMark,
    correctCount,
    questionCount: questions.length,
    questions,
  };
}

/** The questions in the attempt's order, without the answers. */
export function questionsForLearner(quiz: QuizContent, questionOrder: string[]) {
  const byId = new Map(quiz.questions.map((q) => [q.id, q]));
  return questionOrder
    .map((id) => byId.get(id))
    .filter((q): q is QuizQuestion => q !== undefined)
    .map(({ id, kind, text, options }) => ({
      id,
      kind,
      text,
      options: options.map(({ id: optionId, text: optionText }) => ({
        id: optionId,
        text: optionText,
      })),
    }));
}
