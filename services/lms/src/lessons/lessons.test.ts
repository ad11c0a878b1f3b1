import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import {
  call,
  courseWithLessons,
  ok,
  personIn,
  quizContent,
  type Person,
} from '../../test/learning-fixtures';

const project = 'l1-lessons';
let app: FastifyInstance;
let teacher: Person;
let learner: Person;
beforeAll(async () => {
  app = await buildTestApp();
  [teacher, learner] = await Promise.all([personIn(project, 'INSTRUCTOR'), personIn(project)]);
});
afterAll(() => app.close());

const question = (changes: Record<string, unknown>) => ({
  ...quizContent,
  questions: [{ ...quizContent.questions[0], ...changes }],
});

describe('lessons', () => {
  it('hides quiz answers from learners and shows them to the course editors', async () => {
    const { course } = await courseWithLessons(app, teacher);
    type Detail = { sections: { lessons: { type: string; content: { questions: object[] } }[] }[] };
    const quizOf = (detail: Detail) =>
      detail.sections[0]!.lessons.find((lesson) => lesson.type === 'QUIZ')!.content.questions[0];
    const seen = await ok<Detail>(call(app, learner, 'GET', `courses/${course.id}`));
    expect(quizOf(seen)).not.toHaveProperty('correct');
    expect(JSON.stringify(seen)).not.toContain('correct');
    const edited = await ok<Detail>(call(app, teacher, 'GET', `courses/${course.id}`));
    expect(quizOf(edited)).toMatchObject({ correct: ['a'] });
  });

  it.each([
    ['no questions', { ...quizContent, questions: [] }, 'content.questions'],
    [
      'one option',
      question({ options: [{ id: 'a', text: 'Only' }] }),
      'content.questions.0.options',
    ],
    [
      'nine options',
      question({ options: Array.from({ length: 9 }, (_, i) => ({ id: `o${i}`, text: 'x' })) }),
      'content.questions.0.options',
    ],
    ['an unknown answer', question({ correct: ['z'] }), 'content.questions.0.correct'],
    ['no answer', question({ correct: [] }), 'content.questions.0.correct'],
    ['two answers to SINGLE', question({ correct: ['a', 'b'] }), 'content.questions.0.correct'],
    [
      'three options to TRUE_FALSE',
      question({
        kind: 'TRUE_FALSE',
        options: [
          { id: 'a', text: 'T' },
          { id: 'b', text: 'F' },
          { id: 'c', text: '?' },
        ],
      }),
      'content.questions.0.options',
    ],
    [
      '51 questions',
      {
        ...quizContent,
        questions: Array.from({ length: 51 }, (_, i) => ({
          ...quizContent.questions[0],
          id: `q${i}`,
        })),
      },
      'content.questions',
    ],
  ])('refuses a quiz with %s (400)', async (_name, content, path) => {
    const { course, section } = await courseWithLessons(app, teacher, { publish: false });
    const response = await call(app, teacher, 'POST', `courses/${course.id}/lessons`, {
      sectionId: section.id,
      title: 'Bad quiz',
      type: 'QUIZ',
      content,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('accepts a MULTIPLE question with several answers, and checks other types', async () => {
    const { course, section } = await courseWithLessons(app, teacher, { publish: false });
    const add = (body: object) =>
      call(app, teacher, 'POST', `courses/${course.id}/lessons`, {
        sectionId: section.id,
        title: 'L',
        ...body,
      });
    const multiple = question({
      kind: 'MULTIPLE',
      options: [
        { id: 'a', text: '1' },
        { id: 'b', text: '2' },
        { id: 'c', text: '3' },
      ],
      correct: ['a', 'c'],
    });
    expect((await add({ type: 'QUIZ', content: multiple })).statusCode).toBe(201);
    expect(
      (await add({ type: 'VIDEO', content: { url: 'https://video.example/1' } })).statusCode,
    ).toBe(201);
    expect((await add({ type: 'VIDEO', content: { url: 'javascript:alert(1)' } })).statusCode).toBe(
      400,
    );
    expect((await add({ type: 'AUDIO', content: {} })).statusCode).toBe(400);
    const missingFile = await add({
      type: 'FILE',
      content: { fileId: '2b1c4d5e-1111-4222-8333-944455556666' },
    });
    expect(missingFile.statusCode).toBe(422);
    expect(missingFile.json().code).toBe('UNKNOWN_MATERIAL');
    const otherSection = await add({
      type: 'TEXT',
      sectionId: '2b1c4d5e-1111-4222-8333-944455556666',
      content: { markdown: 'x' },
    });
    expect(otherSection.json().code).toBe('UNKNOWN_SECTION');
  });

  it('edits, reorders and deletes sections and lessons', async () => {
    const { course, section, text, quiz } = await courseWithLessons(app, teacher, {
      publish: false,
    });
    const base = `courses/${course.id}`;
    const second = await ok(call(app, teacher, 'POST', `${base}/sections`, { title: 'More' }));
    expect(second.position).toBe(1);
    expect(
      (await ok(call(app, teacher, 'PUT', `${base}/sections/${second.id}`, { title: 'Extra' })))
        .title,
    ).toBe('Extra');
    const moved = await ok(
      call(app, teacher, 'PUT', `${base}/lessons/${text.id}`, {
        sectionId: second.id,
        title: 'Why save, again',
        type: 'TEXT',
        content: { markdown: 'New' },
        required: false,
      }),
    );
    expect(moved).toMatchObject({
      sectionId: second.id,
      required: false,
      content: { markdown: 'New' },
    });

    const mismatch = await call(app, teacher, 'PUT', `${base}/outline`, {
      sections: [{ id: second.id, lessonIds: [text.id] }],
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().code).toBe('OUTLINE_MISMATCH');
    await ok(
      call(app, teacher, 'PUT', `${base}/outline`, {
        sections: [
          { id: second.id, lessonIds: [quiz.id, text.id] },
          { id: section.id, lessonIds: [] },
        ],
      }),
    );
    type Outline = { sections: { id: string; lessons: { id: string }[] }[] };
    const outline = await ok<Outline>(call(app, teacher, 'GET', base));
    expect(outline.sections.map((s) => [s.id, s.lessons.map((l) => l.id)])).toEqual([
      [second.id, [quiz.id, text.id]],
      [section.id, []],
    ]);

    const busy = await call(app, teacher, 'DELETE', `${base}/sections/${second.id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('SECTION_NOT_EMPTY');
    expect((await call(app, teacher, 'DELETE', `${base}/sections/${section.id}`)).statusCode).toBe(
      200,
    );
    expect((await call(app, teacher, 'DELETE', `${base}/lessons/${quiz.id}`)).statusCode).toBe(200);
    expect((await call(app, teacher, 'DELETE', `${base}/lessons/${quiz.id}`)).statusCode).toBe(404);
    expect(
      (await call(app, teacher, 'PUT', `${base}/sections/nope`, { title: 'x' })).statusCode,
    ).toBe(404);
  });

  it('lets only the course editors change the outline', async () => {
    const { course, section } = await courseWithLessons(app, teacher);
    const outsider = await personIn(project, 'INSTRUCTOR');
    for (const [method, path, body] of [
      ['POST', `courses/${course.id}/sections`, { title: 'x' }],
      [
        'POST',
        `courses/${course.id}/lessons`,
        { sectionId: section.id, title: 'x', type: 'TEXT', content: { markdown: 'x' } },
      ],
      ['PUT', `courses/${course.id}/outline`, { sections: [] }],
    ] as const) {
      expect((await call(app, outsider, method, path, body)).statusCode).toBe(403);
      expect((await call(app, learner, method, path, body)).statusCode).toBe(403);
    }
  });
});
