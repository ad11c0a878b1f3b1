import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call, courseWithLessons, personIn, type Person } from '../../test/learning-fixtures';

// Found by the fuzz (test/lms-fuzz.test.ts): a course is named by its id or its slug, and a NUL
// in that path segment reached the slug query, where PostgreSQL refuses it, as a 500.
const project = 'l1-course-params';
let app: FastifyInstance;
let teacher: Person;
let course: Awaited<ReturnType<typeof courseWithLessons>>;
beforeAll(async () => {
  app = await buildTestApp();
  teacher = await personIn(project, 'INSTRUCTOR');
  course = await courseWithLessons(app, teacher);
});
afterAll(() => app.close());

describe('the course named in the path', () => {
  it.each([
    ['GET', 'courses/%00'],
    ['POST', 'courses/a%00b/sections'],
    ['DELETE', 'courses/%00/lessons/{lesson}'],
    ['GET', 'progress/courses/saving%20basics'],
    ['GET', 'courses/%00/enrollments?status=COMPLETED'],
  ] as const)('%s with a character no id or slug has is a 400', async (method, path) => {
    const response = await call(
      app,
      teacher,
      method,
      path.replace('{lesson}', course.text.id),
      method === 'POST' ? { title: 'x' } : undefined,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'id', message: 'must be a course id or slug such as saving-basics' }],
    });
  });

  it('is still found by its id or its slug, and an unknown slug is a 404', async () => {
    const slug = course.course.slug as string;
    expect((await call(app, teacher, 'GET', `courses/${course.course.id}`)).statusCode).toBe(200);
    expect((await call(app, teacher, 'GET', `courses/${slug}`)).statusCode).toBe(200);
    expect((await call(app, teacher, 'GET', 'courses/no-such-course')).statusCode).toBe(404);
  });
});
