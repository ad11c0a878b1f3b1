import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call, courseWithLessons, ok, personIn, type Person } from '../../test/learning-fixtures';

const project = 'l1-course-crud';
let app: FastifyInstance;
let teacher: Person;
let otherTeacher: Person;
let admin: Person;
let learner: Person;
beforeAll(async () => {
  app = await buildTestApp();
  [teacher, otherTeacher, admin, learner] = await Promise.all([
    personIn(project, 'INSTRUCTOR'),
    personIn(project, 'INSTRUCTOR'),
    personIn(project, 'ADMIN'),
    personIn(project, 'MEMBER'),
  ]);
});
afterAll(() => app.close());

describe('POST /courses', () => {
  it('lets instructors create drafts with a unique slug and makes them its instructor', async () => {
    const first = await call(app, teacher, 'POST', 'courses', {
      title: 'Saving Basics!',
      summary: 'Start a habit',
      category: 'finance',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      slug: 'saving-basics',
      status: 'DRAFT',
      level: 'BEGINNER',
      completionRule: { requiredLessons: 'all', quizPassMark: 70, minMinutes: 0 },
    });
    const second = await ok(
      call(app, admin, 'POST', 'courses', { title: 'Saving basics', category: 'finance' }),
    );
    expect(second.slug).toBe('saving-basics-2');
    const detail = await ok(call(app, teacher, 'GET', 'courses/saving-basics'));
    expect(detail).toMatchObject({ id: first.json().data.id, canEdit: true, sections: [] });
    expect((detail.instructors as { userId: string }[])[0]!.userId).toBe(teacher.userId);
  });

  it('refuses members and bad input', async () => {
    const member = await call(app, learner, 'POST', 'courses', { title: 'Mine', category: 'x' });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('NOT_AN_INSTRUCTOR');
    const bad = await call(app, teacher, 'POST', 'courses', { title: 'ab', level: 'EXPERT' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['category', 'level', 'title']);
  });
});

describe('who sees which course', () => {
  it('shows learners published courses, instructors their own drafts too, admins all', async () => {
    const published = await courseWithLessons(app, teacher, { title: 'Visible course' });
    const draft = await courseWithLessons(app, teacher, { publish: false, title: 'Hidden draft' });
    const titles = async (who: Person, query = '') =>
      (await ok<{ title: string }[]>(call(app, who, 'GET', `courses?limit=100${query}`))).map(
        (c) => c.title,
      );
    expect(await titles(learner)).toContain('Visible course');
    expect(await titles(learner)).not.toContain('Hidden draft');
    expect(await titles(teacher)).toContain('Hidden draft');
    expect(await titles(otherTeacher)).not.toContain('Hidden draft');
    expect(await titles(admin)).toContain('Hidden draft');
    expect(await titles(learner, '&search=VISIBLE')).toEqual(['Visible course']);
    expect((await call(app, learner, 'GET', `courses/${draft.course.id}`)).statusCode).toBe(404);
    expect((await call(app, otherTeacher, 'GET', `courses/${draft.course.id}`)).statusCode).toBe(
      404,
    );
    const seen = await ok(call(app, learner, 'GET', `courses/${published.course.id}`));
    expect(seen.canEdit).toBe(false);
  });

  it('answers an unknown course with 404 in the error shape', async () => {
    for (const id of ['2b1c4d5e-1111-4222-8333-944455556666', 'no-such-slug']) {
      const response = await call(app, learner, 'GET', `courses/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Course was not found.',
      });
    }
  });
});

describe('changing a course', () => {
  it('lets its instructors and admins edit, nobody else', async () => {
    const { course } = await courseWithLessons(app, teacher);
    const path = `courses/${course.id}`;
    expect((await call(app, otherTeacher, 'PUT', path, { title: 'Taken' })).statusCode).toBe(403);
    expect((await call(app, learner, 'PUT', path, { title: 'Taken' })).statusCode).toBe(403);
    const saved = await ok(call(app, admin, 'PUT', path, { title: 'Renamed', level: 'ADVANCED' }));
    expect(saved).toMatchObject({ title: 'Renamed', level: 'ADVANCED', slug: course.slug });
    const rule = {
      requiredLessons: ['2b1c4d5e-1111-4222-8333-944455556666'],
      quizPassMark: 80,
      minMinutes: 0,
    };
    const unknown = await call(app, teacher, 'PUT', path, { completionRule: rule });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('UNKNOWN_LESSONS');
  });

  it('publishes only a course with lessons, archives, deletes only unused drafts', async () => {
    const empty = await ok(
      call(app, teacher, 'POST', 'courses', { title: 'Empty one', category: 'x' }),
    );
    const publish = await call(app, teacher, 'PUT', `courses/${empty.id}/publish`);
    expect(publish.statusCode).toBe(422);
    expect(publish.json().code).toBe('COURSE_HAS_NO_LESSONS');
    expect((await call(app, teacher, 'DELETE', `courses/${empty.id}`)).statusCode).toBe(200);
    expect((await call(app, teacher, 'GET', `courses/${empty.id}`)).statusCode).toBe(404);

    const { course } = await courseWithLessons(app, teacher);
    expect(course.status).toBe('DRAFT');
    const live = await ok(call(app, teacher, 'GET', `courses/${course.id}`));
    expect(live).toMatchObject({ status: 'PUBLISHED' });
    expect(live.publishedAt).toEqual(expect.any(String));
    const refused = await call(app, teacher, 'DELETE', `courses/${course.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('COURSE_NOT_DELETABLE');
    const archived = await ok(call(app, teacher, 'PUT', `courses/${course.id}/archive`));
    expect(archived.status).toBe('ARCHIVED');
    expect((await call(app, learner, 'GET', `courses/${course.id}`)).statusCode).toBe(404);
  });

  it('keeps a draft with enrolments: 409', async () => {
    const { course } = await courseWithLessons(app, teacher);
    await ok(call(app, learner, 'POST', 'enrollments', { courseId: course.id }));
    // Back to a draft is not a route; an archived course with learners cannot be deleted either.
    await ok(call(app, teacher, 'PUT', `courses/${course.id}/archive`));
    expect((await call(app, teacher, 'DELETE', `courses/${course.id}`)).statusCode).toBe(409);
    // Its learner still reads it.
    expect((await call(app, learner, 'GET', `courses/${course.id}`)).statusCode).toBe(200);
  });
});

describe('GET /instructors', () => {
  it('lists the people teaching in the project with their course counts', async () => {
    const lonely = await personIn('l1-instructors', 'INSTRUCTOR');
    await ok(call(app, lonely, 'POST', 'courses', { title: 'One', category: 'x' }));
    await ok(call(app, lonely, 'POST', 'courses', { title: 'Two', category: 'x' }));
    const list = await ok(call(app, lonely, 'GET', 'instructors'));
    expect(list).toEqual([{ userId: lonely.userId, name: '', courseCount: 2 }]);
  });
});
