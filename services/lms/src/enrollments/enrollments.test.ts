import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call, courseWithLessons, ok, personIn, type Person } from '../../test/learning-fixtures';

const project = 'l1-enrollments';
let app: FastifyInstance;
let teacher: Person;
let admin: Person;
let learner: Person;
beforeAll(async () => {
  app = await buildTestApp();
  [teacher, admin, learner] = await Promise.all([
    personIn(project, 'INSTRUCTOR'),
    personIn(project, 'ADMIN'),
    personIn(project),
  ]);
});
afterAll(() => app.close());

describe('POST /enrollments (self)', () => {
  it('enrols once: twice is 409 ALREADY_ENROLLED, even in parallel', async () => {
    const { course } = await courseWithLessons(app, teacher);
    const first = await call(app, learner, 'POST', 'enrollments', { courseId: course.id });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      courseId: course.id,
      userId: learner.userId,
      status: 'ACTIVE',
    });
    const again = await call(app, learner, 'POST', 'enrollments', { courseId: course.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_ENROLLED');

    const racer = await personIn(project);
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(app, racer, 'POST', 'enrollments', { courseId: course.id }),
      ),
    );
    expect(statuses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('answers a draft with 404 for learners, 422 for its instructor, unknown courses 404', async () => {
    const { course } = await courseWithLessons(app, teacher, { publish: false });
    expect(
      (await call(app, learner, 'POST', 'enrollments', { courseId: course.id })).statusCode,
    ).toBe(404);
    const own = await call(app, teacher, 'POST', 'enrollments', { courseId: course.id });
    expect(own.statusCode).toBe(422);
    expect(own.json().code).toBe('COURSE_NOT_PUBLISHED');
    expect(
      (await call(app, learner, 'POST', 'enrollments', { courseId: randomUUID() })).statusCode,
    ).toBe(404);
    const bad = await call(app, learner, 'POST', 'enrollments', { courseId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('courseId');
  });

  it('withdraws (self or admin) and re-enrols by reactivating', async () => {
    const { course } = await courseWithLessons(app, teacher);
    const enrolment = await ok(call(app, learner, 'POST', 'enrollments', { courseId: course.id }));
    const stranger = await personIn(project);
    expect(
      (await call(app, stranger, 'PUT', `enrollments/${enrolment.id}/withdraw`)).statusCode,
    ).toBe(404);
    const withdrawn = await ok(call(app, learner, 'PUT', `enrollments/${enrolment.id}/withdraw`));
    expect(withdrawn).toMatchObject({ status: 'WITHDRAWN', withdrawnAt: expect.any(String) });
    const back = await ok(call(app, learner, 'POST', 'enrollments', { courseId: course.id }));
    expect(back).toMatchObject({ id: enrolment.id, status: 'ACTIVE', withdrawnAt: null });
    const byAdmin = await ok(call(app, admin, 'PUT', `enrollments/${enrolment.id}/withdraw`));
    expect(byAdmin.status).toBe('WITHDRAWN');
    expect((await call(app, learner, 'PUT', 'enrollments/nope/withdraw')).statusCode).toBe(404);
  });
});

describe('POST /enrollments (others)', () => {
  it('lets the course instructor or an admin enrol a team, person by person', async () => {
    const { course } = await courseWithLessons(app, teacher);
    const already = await personIn(project);
    await ok(call(app, already, 'POST', 'enrollments', { courseId: course.id }));
    const fresh = randomUUID();
    const response = await call(app, teacher, 'POST', 'enrollments', {
      courseId: course.id,
      userIds: [{ userId: fresh, name: 'Amina' }, { userId: already.userId }, { userId: fresh }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      enrolled: [fresh],
      skipped: [{ userId: already.userId, reason: 'Already enrolled.' }],
    });
    const sw = await app.inject({
      method: 'POST',
      url: '/lms/v1/enrollments',
      headers: { ...admin.headers, 'accept-language': 'sw' },
      payload: { courseId: course.id, userIds: [{ userId: fresh }] },
    });
    expect(sw.json().data.skipped[0].reason).not.toBe('Already enrolled.');
  });

  it('refuses learners and other instructors', async () => {
    const { course } = await courseWithLessons(app, teacher);
    const other = await personIn(project, 'INSTRUCTOR');
    const body = { courseId: course.id, userIds: [{ userId: randomUUID() }] };
    expect((await call(app, learner, 'POST', 'enrollments', body)).statusCode).toBe(403);
    expect((await call(app, other, 'POST', 'enrollments', body)).statusCode).toBe(403);
    const empty = await call(app, teacher, 'POST', 'enrollments', {
      courseId: course.id,
      userIds: [],
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('GET /enrollments/me', () => {
  it('lists my enrolments with course title and percent of required lessons done', async () => {
    const me = await personIn(project);
    const { course, text } = await courseWithLessons(app, teacher, { title: 'Percent course' });
    await ok(call(app, me, 'POST', 'enrollments', { courseId: course.id }));
    await ok(call(app, me, 'PUT', `progress/lessons/${text.id}`, { status: 'COMPLETED' }));
    const response = await call(app, me, 'GET', 'enrollments/me');
    expect(response.json()).toMatchObject({
      data: [{ courseId: course.id, courseTitle: 'Percent course', percent: 50, status: 'ACTIVE' }],
      pagination: { page: 1, limit: 10, total: 1 },
    });
    expect((await call(app, me, 'GET', 'enrollments/me?status=DONE')).statusCode).toBe(400);
    expect(await ok<unknown[]>(call(app, me, 'GET', 'enrollments/me?status=WITHDRAWN'))).toEqual(
      [],
    );
  });
});

describe('GET /enrollments/me: the total', () => {
  it("counts all of the learner's enrolments in the status asked for, not the page's, nor anyone else's", async () => {
    const [me, other] = await Promise.all([personIn(project), personIn(project)]);
    const [first, second] = await Promise.all([
      courseWithLessons(app, teacher, { title: 'Count one' }),
      courseWithLessons(app, teacher, { title: 'Count two' }),
    ]);
    const kept = await ok(call(app, me, 'POST', 'enrollments', { courseId: first.course.id }));
    const left = await ok(call(app, me, 'POST', 'enrollments', { courseId: second.course.id }));
    await ok(call(app, me, 'PUT', `enrollments/${left.id}/withdraw`));
    await ok(call(app, other, 'POST', 'enrollments', { courseId: first.course.id }));
    const page = async (query: string) =>
      (await call(app, me, 'GET', `enrollments/me?${query}`)).json() as {
        data: { id: string }[];
        pagination: { total: number };
      };
    const all = await page('limit=1');
    expect(all.data).toHaveLength(1);
    expect(all.pagination.total).toBe(2);
    const active = await page('status=ACTIVE');
    expect(active.data.map((row) => row.id)).toEqual([kept.id]);
    expect(active.pagination.total).toBe(1);
    const withdrawn = await page('status=WITHDRAWN');
    expect(withdrawn.data.map((row) => row.id)).toEqual([left.id]);
    expect(withdrawn.pagination.total).toBe(1);
  });
});

describe('the percent of a page of enrolments', () => {
  it("reads each course's lesson ids and flags from one index (an index-only scan)", async () => {
    // The planner may still scan a small table; the index must at least cover the rule's columns.
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where indexname = 'lessons_course_rule_idx'`.execute(
      (await sharedTestDatabase()).db,
    );
    expect(rows[0]?.indexdef).toMatch(/\(course_id, "?position"?\) INCLUDE \(id, required\)/);
  });
});

describe('GET /courses/{id}/enrollments', () => {
  it('lists the learners by the name their token carried, for instructors and admins only', async () => {
    const { course, text } = await courseWithLessons(app, teacher);
    const named = await personIn(project, 'MEMBER', 'Achieng Otieno');
    await ok(call(app, named, 'POST', 'enrollments', { courseId: course.id }));
    await ok(call(app, learner, 'POST', 'enrollments', { courseId: course.id }));
    await ok(call(app, learner, 'PUT', `progress/lessons/${text.id}`, { status: 'COMPLETED' }));

    for (const who of [teacher, admin]) {
      const list = await call(app, who, 'GET', `courses/${course.id}/enrollments`);
      expect(list.statusCode).toBe(200);
      expect(list.json().pagination.total).toBe(2);
      const row = list.json().data.find((e: { userId: string }) => e.userId === named.userId);
      expect(row).toMatchObject({ learnerName: 'Achieng Otieno', status: 'ACTIVE', percent: 0 });
      const done = list.json().data.find((e: { userId: string }) => e.userId === learner.userId);
      expect(done).toMatchObject({ status: 'ACTIVE', percent: 50 });
    }
    const other = await personIn(project, 'INSTRUCTOR');
    for (const who of [learner, other]) {
      const refused = await call(app, who, 'GET', `courses/${course.id}/enrollments`);
      expect([403, 404]).toContain(refused.statusCode);
    }
    const filtered = await call(
      app,
      admin,
      'GET',
      `courses/${course.id}/enrollments?status=WITHDRAWN`,
    );
    expect(filtered.json().data).toEqual([]);
    const bad = await call(app, admin, 'GET', `courses/${course.id}/enrollments?status=GONE`);
    expect(bad.statusCode).toBe(400);
  });
});
