import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { complete, enrolledLearner, quizCourse } from '../../test/assessment-fixtures';
import { call, ok, personIn, type Person } from '../../test/learning-fixtures';

const project = 'course-certificates';

interface Listed {
  id: string;
  code: string;
  learnerName: string;
  courseTitle: string;
  issuedAt: string;
  revokedAt: string | null;
  revokeReason: string | null;
}

let app: FastifyInstance;
let teacher: Person;
let otherTeacher: Person;
let admin: Person;
let course: Awaited<ReturnType<typeof quizCourse>>;
/** The course's graduates, in the order they completed it. */
const graduates: Person[] = [];

/** The certificate of `who` as the course's list shows it. */
async function listedFor(who: Person, by: Person = teacher) {
  const all = await ok<Listed[]>(
    call(app, by, 'GET', `courses/${course.courseId}/certificates?limit=100`),
  );
  const [mine] = await ok<{ id: string }[]>(call(app, who, 'GET', 'certificates/me'));
  return all.find((one) => one.id === mine!.id)!;
}

beforeAll(async () => {
  app = await buildTestApp();
  [teacher, otherTeacher, admin] = await Promise.all([
    personIn(project, 'INSTRUCTOR'),
    personIn(project, 'INSTRUCTOR'),
    personIn(project, 'ADMIN'),
  ]);
  course = await quizCourse(app, teacher, { title: 'Saving basics' });
  // Another course of the same instructor: its certificates stay off this course's list.
  const other = await quizCourse(app, teacher);
  await complete(app, await enrolledLearner(app, project, other.courseId), other);
  for (let i = 0; i < 3; i++) {
    const learner = await enrolledLearner(app, project, course.courseId);
    await complete(app, learner, course);
    graduates.push(learner);
  }
});
afterAll(() => app.close());

describe('GET courses/{id}/certificates', () => {
  it('lists the course’s certificates to its instructor, newest first, paginated', async () => {
    const response = await call(app, teacher, 'GET', `courses/${course.courseId}/certificates`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: Listed[]; pagination: unknown };
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 3 });
    expect(body.data.map((one) => one.courseTitle)).toEqual(Array(3).fill('Saving basics'));
    const issued = body.data.map((one) => one.issuedAt);
    expect(issued).toEqual([...issued].sort().reverse());
    expect(body.data[0]).toMatchObject({ revokedAt: null, revokeReason: null });
    expect(body.data[0]!.code).toMatch(/^PMJ-/);

    const second = await call(
      app,
      teacher,
      'GET',
      `courses/${course.courseId}/certificates?limit=2&page=2`,
    );
    expect(second.json()).toMatchObject({ pagination: { page: 2, limit: 2, total: 3 } });
    expect(second.json().data).toEqual([body.data[2]]);
  });

  it('lists them to an ADMIN, by id or slug; other instructors and learners hear 403', async () => {
    const byAdmin = await ok<Listed[]>(
      call(app, admin, 'GET', `courses/${course.courseId}/certificates`),
    );
    expect(byAdmin).toHaveLength(3);
    const bySlug = await ok<Listed[]>(
      call(app, teacher, 'GET', 'courses/saving-basics/certificates'),
    );
    expect(bySlug).toEqual(byAdmin);
    for (const who of [otherTeacher, graduates[0]!]) {
      const refused = await call(app, who, 'GET', `courses/${course.courseId}/certificates`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('NOT_COURSE_INSTRUCTOR');
    }
    const unknown = await call(app, admin, 'GET', `courses/${crypto.randomUUID()}/certificates`);
    expect(unknown.statusCode).toBe(404);
    const tooMany = await call(
      app,
      teacher,
      'GET',
      `courses/${course.courseId}/certificates?limit=500`,
    );
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('PUT certificates/{id}/revoke by the course’s instructor', () => {
  it('revokes one of their course’s certificates; the list and the public page say so', async () => {
    const learner = graduates[1]!;
    const before = await listedFor(learner);
    const response = await call(app, teacher, 'PUT', `certificates/${before.id}/revoke`, {
      reason: 'Answers copied from a neighbour',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Certificate revoked.',
      data: { id: before.id, revokeReason: 'Answers copied from a neighbour' },
    });
    const after = await listedFor(learner);
    expect(after.revokeReason).toBe('Answers copied from a neighbour');
    expect(Date.parse(after.revokedAt!)).toBeGreaterThan(0);
    const page = (await app.inject(`/lms/v1/certificates/verify/${before.code}`)).json().data;
    expect(page).toMatchObject({
      status: 'REVOKED',
      revokeReason: 'Answers copied from a neighbour',
    });
    // The learner keeps the record.
    const theirs = await ok<Listed[]>(call(app, learner, 'GET', 'certificates/me'));
    expect(theirs).toMatchObject([{ id: before.id, revokedAt: after.revokedAt }]);

    const again = await call(app, admin, 'PUT', `certificates/${before.id}/revoke`, {
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_REVOKED');
  });

  it('refuses another course’s instructor and learners, and leaves the certificate valid', async () => {
    const target = await listedFor(graduates[2]!);
    const path = `certificates/${target.id}/revoke`;
    const stranger = await call(app, otherTeacher, 'PUT', path, { reason: 'Not mine' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({
      code: 'NOT_COURSE_INSTRUCTOR',
      message: "Only the course's instructors or an administrator can revoke its certificates.",
    });
    expect((await call(app, graduates[2]!, 'PUT', path, { reason: 'Mine' })).statusCode).toBe(403);
    const tooLong = await call(app, teacher, 'PUT', path, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details[0]).toEqual({
      path: 'reason',
      message: 'must be at most 500 characters',
    });
    const unknown = await call(app, teacher, 'PUT', `certificates/${crypto.randomUUID()}/revoke`, {
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await listedFor(graduates[2]!)).revokedAt).toBeNull();
  });
});
