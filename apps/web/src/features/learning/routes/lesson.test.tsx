import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import type { CourseProgress, ProgressInput } from '@pamoja/contract/enrollments';
import { member } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { LMS, lessonState, ok, progress, QUIZ_ID, serveCourse, TEXT_ID } from '../testing/fixtures';
import { LessonRoute } from './lesson';

interface Saved {
  lessonId: string;
  body: ProgressInput;
}

function serveProgress(initial: CourseProgress = progress()) {
  let state = initial;
  const saved: Saved[] = [];
  serveCourse(() => state);
  server.use(
    http.put(`${LMS}/progress/lessons/:id`, async ({ params, request }) => {
      const body = (await request.json()) as ProgressInput;
      const lessonId = String(params.id);
      saved.push({ lessonId, body });
      if (body.status === 'COMPLETED') {
        state = {
          ...state,
          percent: 50,
          lessons: state.lessons.map((item) =>
            item.lessonId === lessonId ? { ...item, status: 'COMPLETED' } : item,
          ),
          missing: {
            ...state.missing,
            lessons: state.missing.lessons.filter((item) => item.id !== lessonId),
          },
        };
      }
      return ok(lessonState(lessonId, body.status, body.secondsSpent));
    }),
  );
  return saved;
}

function renderLesson(lessonId: string) {
  signIn(member);
  const events = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/learning/courses/:idOrSlug/lessons/:lessonId', element: <LessonRoute /> },
      { path: '/learning/courses/:idOrSlug', element: <p>Course page</p> },
    ],
    `/learning/courses/course-1/lessons/${lessonId}`,
  );
  return { events, ...view };
}

const whatsLeft = () => within(screen.getByRole('region', { name: 'What’s left to complete' }));

describe('the lesson player', () => {
  test('saves STARTED on opening, COMPLETED on "Mark as complete", and the time on leaving', async () => {
    const saved = serveProgress(
      progress({
        lessons: [lessonState(TEXT_ID, 'STARTED', 40), lessonState(QUIZ_ID, 'NOT_STARTED')],
      }),
    );
    const { events, router } = renderLesson(TEXT_ID);
    expect(await screen.findByRole('heading', { level: 1, name: /Why save/ })).toBeInTheDocument();
    await waitFor(() => expect(saved.length).toBeGreaterThan(0));
    expect(saved[0]).toEqual({
      lessonId: TEXT_ID,
      body: { status: 'STARTED', secondsSpent: 40, position: 0 },
    });

    // The side panel lists what is missing, and follows each save.
    expect(whatsLeft().getByRole('link', { name: 'Why save' })).toBeInTheDocument();
    expect(
      whatsLeft().getByRole('link', { name: 'Pass the quiz “Check yourself”' }),
    ).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText('You completed this lesson.')).toBeInTheDocument();
    expect(
      saved.some((item) => item.body.status === 'COMPLETED' && item.lessonId === TEXT_ID),
    ).toBe(true);
    await waitFor(() =>
      expect(whatsLeft().queryByRole('link', { name: 'Why save' })).not.toBeInTheDocument(),
    );
    expect(whatsLeft().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    // Hiding the tab saves; so does leaving the lesson.
    const before = saved.length;
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(saved.length).toBe(before + 1));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(saved.at(-1)?.body.status).toBe('STARTED');
    expect(saved.at(-1)!.body.secondsSpent).toBeGreaterThanOrEqual(40);

    await act(() => router.navigate('/learning/courses/course-1'));
    await waitFor(() => expect(saved.length).toBe(before + 2));
    expect(saved.at(-1)?.lessonId).toBe(TEXT_ID);
  });

  test('the quiz shows no answer before submitting, then each question’s feedback, the score and a retry', async () => {
    serveProgress();
    const submitted: unknown[] = [];
    const questions = [
      {
        id: 'q1',
        kind: 'SINGLE',
        text: 'Where do savings grow?',
        options: [
          { id: 'a', text: 'Under the bed' },
          { id: 'b', text: 'In a Sacco' },
        ],
      },
      {
        id: 'q2',
        kind: 'MULTIPLE',
        text: 'Which are savings?',
        options: [
          { id: 'c', text: 'Chama' },
          { id: 'd', text: 'Loan' },
          { id: 'e', text: 'Fixed deposit' },
        ],
      },
    ];
    server.use(
      http.post(`${LMS}/lessons/:id/attempts/start`, () =>
        ok(
          {
            attemptId: '6a7b8c9d-0e1f-4a2b-8c4d-5e6f7a8b9c0d',
            attemptNumber: 1,
            attemptsAllowed: 3,
            passMark: 70,
            questions,
          },
          201,
        ),
      ),
      http.post(`${LMS}/lessons/:id/attempts`, async ({ request }) => {
        submitted.push(await request.json());
        return ok(
          {
            attemptId: '6a7b8c9d-0e1f-4a2b-8c4d-5e6f7a8b9c0d',
            attemptNumber: 1,
            score: 50,
            passed: false,
            passMark: 70,
            correctCount: 1,
            questionCount: 2,
            attemptsLeft: 2,
            courseCompleted: false,
            questions: [
              {
                questionId: 'q1',
                correct: true,
                chosenOptionIds: ['b'],
                correctOptionIds: ['b'],
                explanation: null,
              },
              {
                questionId: 'q2',
                correct: false,
                chosenOptionIds: ['c'],
                correctOptionIds: ['c', 'e'],
                explanation: 'A loan is money you owe, not money you keep.',
              },
            ],
          },
          201,
        );
      }),
    );
    const { events } = renderLesson(QUIZ_ID);
    await events.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    const first = await screen.findByRole('group', { name: /Where do savings grow/ });
    expect(within(first).getAllByRole('radio')).toHaveLength(2);
    const second = screen.getByRole('group', { name: /Which are savings/ });
    expect(within(second).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryByText('Correct answer')).not.toBeInTheDocument();
    // Nothing the learner could read tells the answer before submitting.
    expect(screen.queryByText(/Right|Wrong/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Why:|money you owe/)).not.toBeInTheDocument();
    // A quiz is never marked complete by hand.
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();

    await events.click(within(first).getByLabelText('In a Sacco'));
    await events.click(within(second).getByLabelText('Chama'));
    await events.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByText('Not passed this time')).toBeInTheDocument();
    expect(submitted).toEqual([
      {
        attemptId: '6a7b8c9d-0e1f-4a2b-8c4d-5e6f7a8b9c0d',
        answers: [
          { questionId: 'q1', optionIds: ['b'] },
          { questionId: 'q2', optionIds: ['c'] },
        ],
      },
    ]);
    expect(screen.getByText('Score: 50% (1 of 2 right)')).toBeInTheDocument();
    expect(screen.getByText('2 attempts left')).toBeInTheDocument();
    expect(within(first).getByText('Right')).toBeInTheDocument();
    expect(within(second).getByText('Wrong')).toBeInTheDocument();
    // The explanation comes with the graded answer, read with the question's feedback.
    expect(second).toHaveAccessibleDescription(
      'Wrong Why: A loan is money you owe, not money you keep.',
    );
    expect(within(first).queryByText('Why:')).not.toBeInTheDocument();
    const fixedDeposit = within(second).getByLabelText(/Fixed deposit/);
    expect(fixedDeposit.closest('.form-check')).toHaveTextContent('Correct answer');
    expect(fixedDeposit).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Not passed this time')).not.toBeInTheDocument());
    expect(screen.queryByText('Correct answer')).not.toBeInTheDocument();
  });

  test('a completed course shows the banner that leads to the certificate', async () => {
    serveProgress(
      progress({
        status: 'COMPLETED',
        percent: 100,
        missing: { lessons: [], quizzes: [], minutesShort: 0 },
      }),
    );
    renderLesson(TEXT_ID);
    expect(await screen.findByText('Well done: you completed the course!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get your certificate' })).toHaveAttribute(
      'href',
      '/learning/certificates',
    );
    expect(whatsLeft().getByText('Nothing: every requirement is met.')).toBeInTheDocument();
  });

  test('someone not enrolled is sent to the course page and nothing is saved', async () => {
    const saved: unknown[] = [];
    serveCourse(() => null);
    server.use(
      http.put(`${LMS}/progress/lessons/:id`, () => {
        saved.push(1);
        return ok(null);
      }),
    );
    renderLesson(TEXT_ID);
    expect(await screen.findByText(/Enrol in the course to open its lessons/)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
