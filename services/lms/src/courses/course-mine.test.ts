import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call, courseWithLessons, ok, personIn, type Person } from '../../test/learning-fixtures';

const project = 'course-mine';
let app: FastifyInstance;
let teacher: Person;
let otherTeacher: Person;
let admin: Person;
let learner: Person;

const titles = async (who: Person, query = '') =>
  (await ok<{ title: string }[]>(call(app, who, 'GET', `courses?limit=100${query}`)))
    .map((course) => course.title)
    .sort();

beforeAll(async () => {
  app = await buildTestApp();
  [teacher, otherTeacher, admin, learner] = await Promise.all([
    personIn(project, 'INSTRUCTOR'),
    personIn(project, 'INSTRUCTOR'),
    personIn(project, 'ADMIN'),
    personIn(project),
  ]);
  await courseWithLessons(app, teacher, { title: 'Teacher published' });
  await courseWithLessons(app, teacher, { title: 'Teacher draft', publish: false });
  await courseWithLessons(app, otherTeacher, { title: 'Other published' });
  await courseWithLessons(app, otherTeacher, { title: 'Other draft', publish: false });
  // The admin's own course: the creator becomes its instructor.
  await ok(call(app, admin, 'POST', 'courses', { title: 'Admin draft', category: 'finance' }));
});
afterAll(() => app.close());

describe('GET courses?mine=true', () => {
  it('narrows an ADMIN’s whole project to the courses they teach', async () => {
    expect(await titles(admin)).toEqual([
      'Admin draft',
      'Other draft',
      'Other published',
      'Teacher draft',
      'Teacher published',
    ]);
    expect(await titles(admin, '&mine=true')).toEqual(['Admin draft']);
    expect(await titles(admin, '&mine=false')).toHaveLength(5);
  });

  it('drops others’ published courses from an instructor’s list', async () => {
    expect(await titles(teacher)).toEqual([
      'Other published',
      'Teacher draft',
      'Teacher published',
    ]);
    expect(await titles(teacher, '&mine=true')).toEqual(['Teacher draft', 'Teacher published']);
    expect(await titles(teacher, '&mine=true&status=DRAFT')).toEqual(['Teacher draft']);
    expect(await titles(learner, '&mine=true')).toEqual([]);
  });

  it('counts only the narrowed courses and refuses anything but true or false', async () => {
    const response = await call(app, admin, 'GET', 'courses?mine=true');
    expect(response.json().pagination).toEqual({ page: 1, limit: 10, total: 1 });
    const bad = await call(app, admin, 'GET', 'courses?mine=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toEqual({ path: 'mine', message: 'must be true or false' });
  });

  it('is documented in the OpenAPI document', async () => {
    const { paths } = (await app.inject('/lms/v1/openapi.json')).json();
    const mine = paths['/lms/v1/courses'].get.parameters.find(
      (parameter: { name: string }) => parameter.name === 'mine',
    );
    expect(mine).toMatchObject({
      in: 'query',
      required: false,
      schema: { enum: ['true', 'false'] },
      description: expect.stringMatching(/instructor/),
    });
  });
});
