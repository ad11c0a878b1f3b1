import { randomUUID } from 'node:crypto';
import type { AttemptInput, AttemptResult } from '@pamoja/contract/learning-credentials';
import { uniqueOr } from '@pamoja/server-kit/db-errors';
import { conflict, forbidden, notFound, unprocessable } from '@pamoja/server-kit/errors';
import type { LearningCaller } from '../learning-caller';
import { gradeAttempt, passMarkOf, questionOrderFor, questionsForLearner } from './grading';
import { questionOrderOf, type AttemptRow, type QuizRepository } from './quiz-repository';

export type AfterProgress = (enrollmentId: string) => Promise<{ completed: boolean }>;

const exhausted = () =>
  conflict('You have used every attempt allowed for this quiz.', 'ATTEMPTS_EXHAUSTED');

export function createQuizService(repository: QuizRepository, afterProgress: AfterProgress) {
  /** The quiz lesson and the caller's live enrolment in its course, or the reason why not. */
  async function quizFor(caller: LearningCaller, lessonId: string) {
    const lesson = await repository.quizLesson(caller.project, lessonId, caller.userId);
    if (!lesson) throw notFound('The lesson');
    if (!lesson.enrollmentId || lesson.enrollmentStatus === 'WITHDRAWN') {
      throw forbidden('Enrol in this course to take its quiz.', 'NOT_ENROLLED');
    }
    if (lesson.type !== 'QUIZ' || !Array.isArray(lesson.quiz?.questions)) {
      throw unprocessable('This lesson is not a quiz.', 'NOT_A_QUIZ');
    }
    return { ...lesson, enrollmentId: lesson.enrollmentId };
  }

  type Quiz = Awaited<ReturnType<typeof quizFor>>;

  /** The open attempt, or a new one when attempts remain. */
  async function openAttempt(caller: LearningCaller, quiz: Quiz): Promise<AttemptRow> {
    const attempts = await repository.attemptsOf(quiz.enrollmentId, quiz.id);
    const open = attempts.find((a) => a.submitted_at === null);
    if (open) return open;
    const allowed = quiz.quiz.attemptsAllowed;
    if (allowed && attempts.length >= allowed) throw exhausted();
    const id = randomUUID();
    return uniqueOr(
      () =>
        repository.startAttempt({
          id,
          project: caller.project,
          enrollmentId: quiz.enrollmentId,
          lessonId: quiz.id,
          userId: caller.userId,
          attemptNumber: attempts.length + 1,
          questionOrder: questionOrderFor(quiz.quiz, id),
        }),
      () => conflict('Another attempt at this quiz has just started.', 'ATTEMPT_IN_PROGRESS'),
    );
  }

  return {
    async start(caller: LearningCaller, lessonId: string) {
      const quiz = await quizFor(caller, lessonId);
      const attempt = await openAttempt(caller, quiz);
      return {
        attemptId: attempt.id,
        attemptNumber: attempt.attempt_number,
        attemptsAllowed: quiz.quiz.attemptsAllowed ?? null,
        passMark: passMarkOf(quiz.quiz, quiz.coursePassMark),
        questions: questionsForLearner(quiz.quiz, questionOrderOf(attempt)),
      };
    },

    async submit(
      caller: LearningCaller,
      lessonId: string,
      input: AttemptInput,
    ): Promise<AttemptResult> {
      const quiz = await quizFor(caller, lessonId);
      let attempt: AttemptRow;
      if (input.attemptId) {
        const attempts = await repository.attemptsOf(quiz.enrollmentId, quiz.id);
        const named = attempts.find((a) => a.id === input.attemptId);
        if (!named) throw notFound('The attempt');
        if (named.submitted_at)
          throw conflict('This attempt was already submitted.', 'ATTEMPT_SUBMITTED');
        attempt = named;
      } else {
        attempt = await openAttempt(caller, quiz);
      }
      const graded = gradeAttempt(
        quiz.quiz,
        questionOrderOf(attempt),
        input.answers,
        quiz.coursePassMark,
      );
      const saved = await repository.submit(attempt.id, input.answers, graded.score, graded.passed);
      if (!saved) throw conflict('This attempt was already submitted.', 'ATTEMPT_SUBMITTED');
      if (graded.passed)
        await repository.completeLesson(caller.project, quiz.enrollmentId, quiz.id);
      const { completed } = await afterProgress(quiz.enrollmentId);
      const allowed = quiz.quiz.attemptsAllowed;
      return {
        attemptId: attempt.id,
        attemptNumber: attempt.attempt_number,
        ...graded,
        attemptsLeft: allowed ? Math.max(0, allowed - attempt.attempt_number) : null,
        courseCompleted: completed,
      };
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
