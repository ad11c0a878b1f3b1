import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call, ok, personIn, type Person } from './learning-fixtures';

const question = (id: string, correct: string[], kind = 'SINGLE') => ({
  id,
  kind,
  text: `Question ${id}`,
  options: [
    { id: 'a', text: 'A' },
    { id: 'b', text: 'B' },
    { id: 'c', text: 'C' },
  ],
  correct,
});

/** Five questions, pass mark 60, two attempts, shuffled. */
export const fiveQuestionQuiz = {
  passMark: 60,
  attemptsAllowed: 2,
  shuffle: true,
  questions: [
    question('q1', ['a']),
    question('q2', ['a', 'c'], 'MULTIPLE'),
    question('q3', ['b']),
    question('q4', ['c']),
    question('q5', ['a']),
  ],
};

export const allRight = [
  { questionId: 'q1', optionIds: ['a'] },
  { questionId: 'q2', optionIds: ['c', 'a'] },
  { questionId: 'q3', optionIds: ['b'] },
  { questionId: 'q4', optionIds: ['c'] },
  { questionId: 'q5', optionIds: ['a'] },
];

/** A published course: a TEXT lesson then a QUIZ lesson, taught by the instructor. */
export async function quizCourse(
  app: FastifyInstance,
  instructor: Person,
  { quiz = fiveQuestionQuiz, title = `Course ${randomUUID().slice(0, 8)}` } = {},
) {
  const course = await ok(call(app, instructor, 'POST', 'courses', { title, category: 'finance' }));
  const section = await ok(
    call(app, instructor, 'POST', `courses/${course.id}/sections`, { title: 'Basics' }),
  );
  const lesson = (body: object) =>
    ok(
      call(app, instructor, 'POST', `courses/${course.id}/lessons`, {
        sectionId: section.id,
        ...body,
      }),
    );
  const text = await lesson({ title: 'Why save', type: 'TEXT', content: { markdown: '# Save' } });
  const quizLesson = await lesson({ title: 'Check', type: 'QUIZ', content: quiz });
  await ok(call(app, instructor, 'PUT', `courses/${course.id}/publish`));
  return { courseId: course.id, textId: text.id, quizId: quizLesson.id };
}

/** A learner of the project, enrolled in the course. */
export async function enrolledLearner(app: FastifyInstance, project: string, courseId: string) {
  const learner = await personIn(project);
  await ok(call(app, learner, 'POST', 'enrollments', { courseId }));
  return learner;
}

/** Completes the course: the text lesson read, the quiz passed. */
export async function complete(
  app: FastifyInstance,
  learner: Person,
  course: { textId: string; quizId: string },
) {
  await ok(call(app, learner, 'PUT', `progress/lessons/${course.textId}`, { status: 'COMPLETED' }));
  return ok<{ passed: boolean; courseCompleted: boolean }>(
    call(app, learner, 'POST', `lessons/${course.quizId}/attempts`, { answers: allRight }),
  );
}
