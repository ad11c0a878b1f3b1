import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { enrolledLearner, quizCourse } from '../../test/assessment-fixtures';
import { call, ok, personIn, type Person } from '../../test/learning-fixtures';

const project = 'quiz-explanations';
const WHY_Q1 = 'A Sacco pays interest; a mattress does not.';

const question = (id: string, correct: string, explanation?: string) => ({
  id,
  kind: 'SINGLE',
  text: `Question ${id}`,
  options: [
    { id: 'a', text: 'A' },
    { id: 'b', text: 'B' },
  ],
  correct: [correct],
  ...(explanation !== undefined && { explanation }),
});

/** q1 explained, q2 without an explanation, q3 with an empty one. */
const quiz = {
  passMark: 50,
  attemptsAllowed: 5,
  shuffle: false,
  questions: [question('q1', 'a', `  ${WHY_Q1}  `), question('q2', 'b'), question('q3', 'a', '')],
};

interface QuizLesson {
  id: string;
  type: string;
  content: { questions: Record<string, unknown>[] };
}

let app: FastifyInstance;
let instructor: Person;
let course: Awaited<ReturnType<typeof quizCourse>>;

const quizOf = async (who: Person) => {
  const detail = await ok<{ sections: { lessons: QuizLesson[] }[] }>(
    call(app, who, 'GET', `courses/${course.courseId}`),
  );
  return detail.sections.flatMap((s) => s.lessons).find((l) => l.type === 'QUIZ')!;
};

beforeAll(async () => {
  app = await buildTestApp();
  instructor = await personIn(project, 'INSTRUCTOR');
  course = await quizCourse(app, instructor, { quiz });
});
afterAll(() => app.close());

describe('a quiz question’s explanation', () => {
  it('is kept (trimmed) for the course’s editors', async () => {
    const lesson = await quizOf(instructor);
    expect(lesson.content.questions.map((q) => q.explanation)).toEqual([WHY_Q1, undefined, '']);
  });

  it('never reaches a learner before answering: not in the course, not in the attempt', async () => {
    const learner = await enrolledLearner(app, project, course.courseId);
    const lesson = await quizOf(learner);
    expect(lesson.content.questions).toHaveLength(3);
    expect(JSON.stringify(lesson)).not.toMatch(/explanation|correct|Sacco pays/);
    const started = await ok(call(app, learner, 'POST', `lessons/${course.quizId}/attempts/start`));
    expect(JSON.stringify(started)).not.toMatch(/explanation|correct|Sacco pays/);
  });

  it('comes with the graded attempt, right or wrong; none when there is none', async () => {
    const learner = await enrolledLearner(app, project, course.courseId);
    const result = await ok<{ questions: { questionId: string; explanation: string | null }[] }>(
      call(app, learner, 'POST', `lessons/${course.quizId}/attempts`, {
        answers: [{ questionId: 'q1', optionIds: ['b'] }],
      }),
    );
    expect(result.questions).toEqual([
      expect.objectContaining({ questionId: 'q1', explanation: WHY_Q1 }),
      expect.objectContaining({ questionId: 'q2', explanation: null }),
      expect.objectContaining({ questionId: 'q3', explanation: null }),
    ]);
  });

  it('is refused over 1000 characters, with the path of the field', async () => {
    const { sections } = await ok<{ sections: { id: string }[] }>(
      call(app, instructor, 'GET', `courses/${course.courseId}`),
    );
    const path = `courses/${course.courseId}/lessons/${course.quizId}`;
    const response = await call(app, instructor, 'PUT', path, {
      sectionId: sections[0]!.id,
      title: 'Check',
      type: 'QUIZ',
      content: { ...quiz, questions: [question('q1', 'a', 'x'.repeat(1001))] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      path: 'content.questions.0.explanation',
      message: 'must be at most 1000 characters',
    });
  });
});
