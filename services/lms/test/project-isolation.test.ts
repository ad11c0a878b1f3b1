import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './build-test-app';
import {
  call,
  courseWithLessons,
  fileForm,
  ok,
  personIn,
  tinyPdf,
  upload,
  type Person,
} from './learning-fixtures';

/**
 * Every learning route, asked about project A's rows with `x-project` of project B by the very
 * people who own them there: each answers 404 (or an empty list) and changes nothing.
 */
const home = 'l1-iso-home';
const away = 'l1-iso-away';
let app: FastifyInstance;
let teacher: Person;
let learner: Person;
const ids: Record<string, string> = {};

const elsewhere = (who: Person): Person => ({
  userId: who.userId,
  headers: { ...who.headers, 'x-project': away },
});

beforeAll(async () => {
  app = await buildTestApp();
  [teacher, learner] = await Promise.all([personIn(home, 'INSTRUCTOR'), personIn(home)]);
  const { course, section, text } = await courseWithLessons(app, teacher);
  const enrolment = await ok(call(app, learner, 'POST', 'enrollments', { courseId: course.id }));
  const material = await ok(upload(app, teacher, text.id, tinyPdf));
  Object.assign(ids, {
    course: course.id,
    slug: course.slug as string,
    section: section.id,
    lesson: text.id,
    enrolment: enrolment.id,
    material: material.id,
  });
});
afterAll(() => app.close());

type Row = [
  string,
  'teacher' | 'learner',
  'GET' | 'POST' | 'PUT' | 'DELETE',
  () => string,
  object?,
];
// Read when sent: the section only exists once beforeAll has run.
const lesson = {
  type: 'TEXT',
  title: 'x',
  content: { markdown: 'x' },
  get sectionId() {
    return ids.section;
  },
};
const rows: Row[] = [
  ['GET courses/{id}', 'learner', 'GET', () => `courses/${ids.course}`],
  ['GET courses/{slug}', 'learner', 'GET', () => `courses/${ids.slug}`],
  ['PUT courses/{id}', 'teacher', 'PUT', () => `courses/${ids.course}`, { title: 'Stolen' }],
  ['DELETE courses/{id}', 'teacher', 'DELETE', () => `courses/${ids.course}`],
  ['PUT courses/{id}/publish', 'teacher', 'PUT', () => `courses/${ids.course}/publish`],
  ['PUT courses/{id}/archive', 'teacher', 'PUT', () => `courses/${ids.course}/archive`],
  [
    'POST courses/{id}/sections',
    'teacher',
    'POST',
    () => `courses/${ids.course}/sections`,
    { title: 'x' },
  ],
  [
    'PUT courses/{id}/sections/{sectionId}',
    'teacher',
    'PUT',
    () => `courses/${ids.course}/sections/${ids.section}`,
    { title: 'x' },
  ],
  [
    'DELETE courses/{id}/sections/{sectionId}',
    'teacher',
    'DELETE',
    () => `courses/${ids.course}/sections/${ids.section}`,
  ],
  ['POST courses/{id}/lessons', 'teacher', 'POST', () => `courses/${ids.course}/lessons`, lesson],
  [
    'PUT courses/{id}/lessons/{lessonId}',
    'teacher',
    'PUT',
    () => `courses/${ids.course}/lessons/${ids.lesson}`,
    lesson,
  ],
  [
    'DELETE courses/{id}/lessons/{lessonId}',
    'teacher',
    'DELETE',
    () => `courses/${ids.course}/lessons/${ids.lesson}`,
  ],
  [
    'PUT courses/{id}/outline',
    'teacher',
    'PUT',
    () => `courses/${ids.course}/outline`,
    { sections: [] },
  ],
  [
    'GET lessons/{id}/materials/{materialId}',
    'learner',
    'GET',
    () => `lessons/${ids.lesson}/materials/${ids.material}`,
  ],
  ['POST enrollments', 'learner', 'POST', () => 'enrollments', {}],
  ['GET courses/{id}/enrollments', 'teacher', 'GET', () => `courses/${ids.course}/enrollments`],
  [
    'PUT enrollments/{id}/withdraw',
    'learner',
    'PUT',
    () => `enrollments/${ids.enrolment}/withdraw`,
  ],
  [
    'PUT progress/lessons/{id}',
    'learner',
    'PUT',
    () => `progress/lessons/${ids.lesson}`,
    { status: 'COMPLETED' },
  ],
  ['GET progress/courses/{id}', 'learner', 'GET', () => `progress/courses/${ids.course}`],
];

describe('project isolation (x-project)', () => {
  it.each(rows)('%s answers 404 from another project', async (_name, role, method, path, body) => {
    const who = elsewhere(role === 'teacher' ? teacher : learner);
    const payload = path() === 'enrollments' ? { courseId: ids.course } : body;
    const response = await call(app, who, method, path(), payload);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('POST lessons/{id}/materials answers 404 from another project', async () => {
    const form = fileForm(tinyPdf);
    const response = await app.inject({
      method: 'POST',
      url: `/lms/v1/lessons/${ids.lesson}/materials`,
      headers: { ...elsewhere(teacher).headers, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['GET courses', 'courses'],
    ['GET instructors', 'instructors'],
    ['GET enrollments/me', 'enrollments/me'],
  ])('%s lists nothing of another project', async (_name, path) => {
    const data = await ok<unknown[]>(call(app, elsewhere(teacher), 'GET', path));
    expect(data.filter((item) => JSON.stringify(item).includes(ids.course!))).toEqual([]);
    expect(await ok<unknown[]>(call(app, elsewhere(learner), 'GET', path))).toEqual([]);
  });

  it('left everything in its home project as it was', async () => {
    const course = await ok(call(app, learner, 'GET', `courses/${ids.course}`));
    expect(course).toMatchObject({
      status: 'PUBLISHED',
      title: expect.not.stringMatching('Stolen'),
    });
    const progress = await ok(call(app, learner, 'GET', `progress/courses/${ids.course}`));
    expect(progress).toMatchObject({ status: 'ACTIVE', percent: 0 });
  });
});

describe('tokens on every learning route', () => {
  it('answers tampered, unsigned (alg: none) and missing tokens with 401', async () => {
    const [header, payload, signature] = teacher.headers.authorization!.slice(7).split('.') as [
      string,
      string,
      string,
    ];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'SUPER_ADMIN' })).toString(
      'base64url',
    );
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const [, , method, path, body] of rows) {
      for (const token of [`${header}.${forged}.${signature}`, `${none}.${forged}.`, undefined]) {
        const headers: Record<string, string> = { ...teacher.headers };
        if (token) headers.authorization = `Bearer ${token}`;
        else delete headers.authorization;
        const response = await app.inject({
          method,
          url: `/lms/v1/${path()}`,
          headers,
          ...(body && { payload: body }),
        });
        expect(response.statusCode, `${method} ${path()}`).toBe(401);
      }
    }
  });

  it('answers an expired token with 401 on every route', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    try {
      for (const [, , method, path, body] of rows) {
        const response = await call(app, teacher, method, path(), body);
        expect(response.statusCode, `${method} ${path()}`).toBe(401);
        expect(response.json().message).toMatch(/expired/);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('assessment routes (quizzes, certificates, achievements, analytics)', () => {
  let admin: Person;
  let graduate: Person;
  const mine: Record<string, string> = {};

  beforeAll(async () => {
    admin = await personIn(home, 'ADMIN');
    graduate = await personIn(home);
    const quizCourseIds = await courseWithLessons(app, teacher);
    await ok(call(app, graduate, 'POST', 'enrollments', { courseId: quizCourseIds.course.id }));
    await ok(
      call(app, graduate, 'PUT', `progress/lessons/${quizCourseIds.text.id}`, {
        status: 'COMPLETED',
      }),
    );
    const answers = [{ questionId: 'q1', optionIds: ['a'] }];
    await ok(call(app, graduate, 'POST', `lessons/${quizCourseIds.quiz.id}/attempts`, { answers }));
    const [certificate] = await ok<{ id: string; code: string }[]>(
      call(app, graduate, 'GET', 'certificates/me'),
    );
    Object.assign(mine, {
      course: quizCourseIds.course.id,
      quiz: quizCourseIds.quiz.id,
      certificate: certificate!.id,
      code: certificate!.code,
    });
  });

  const who = (role: 'teacher' | 'graduate' | 'admin') =>
    role === 'teacher' ? teacher : role === 'admin' ? admin : graduate;
  const assessmentRows: [
    string,
    'teacher' | 'graduate' | 'admin',
    'GET' | 'POST' | 'PUT',
    () => string,
    object?,
  ][] = [
    [
      'POST lessons/{id}/attempts/start',
      'graduate',
      'POST',
      () => `lessons/${mine.quiz}/attempts/start`,
    ],
    [
      'POST lessons/{id}/attempts',
      'graduate',
      'POST',
      () => `lessons/${mine.quiz}/attempts`,
      { answers: [] },
    ],
    ['GET certificates/{id}/pdf', 'graduate', 'GET', () => `certificates/${mine.certificate}/pdf`],
    [
      'GET certificates/{id}/credential',
      'graduate',
      'GET',
      () => `certificates/${mine.certificate}/credential`,
    ],
    [
      'PUT certificates/{id}/revoke',
      'admin',
      'PUT',
      () => `certificates/${mine.certificate}/revoke`,
      { reason: 'x' },
    ],
    [
      'PUT certificates/{id}/revoke (instructor)',
      'teacher',
      'PUT',
      () => `certificates/${mine.certificate}/revoke`,
      { reason: 'x' },
    ],
    [
      'GET courses/{id}/certificates',
      'teacher',
      'GET',
      () => `courses/${mine.course}/certificates`,
    ],
    ['GET analytics/courses/{id}', 'teacher', 'GET', () => `analytics/courses/${mine.course}`],
  ];

  it.each(assessmentRows)(
    '%s answers 404 from another project',
    async (_name, role, method, path, body) => {
      const response = await call(app, elsewhere(who(role)), method, path(), body);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    },
  );

  it('lists nothing of another project', async () => {
    expect(await ok(call(app, elsewhere(graduate), 'GET', 'certificates/me'))).toEqual([]);
    expect(await ok(call(app, elsewhere(graduate), 'GET', 'achievements/me'))).toEqual([]);
    expect(await ok(call(app, elsewhere(teacher), 'GET', 'analytics/overview'))).toMatchObject({
      courses: 0,
      enrolled: 0,
    });
    expect(await ok(call(app, elsewhere(admin), 'GET', 'completion-rate'))).toMatchObject({
      enrolled: 0,
    });
  });

  it('left the certificate valid and its owner’s records in place', async () => {
    const page = await app.inject(`/lms/v1/certificates/verify/${mine.code}`);
    expect(page.json().data.status).toBe('VALID');
    expect(await ok<unknown[]>(call(app, graduate, 'GET', 'certificates/me'))).toHaveLength(1);
    expect(await ok<unknown[]>(call(app, graduate, 'GET', 'achievements/me'))).not.toHaveLength(0);
  });

  it('answers 401 without a valid token on every assessment route', async () => {
    for (const [, role, method, path, body] of assessmentRows) {
      const headers: Record<string, string> = { ...who(role).headers };
      delete headers.authorization;
      const response = await app.inject({
        method,
        url: `/lms/v1/${path()}`,
        headers,
        ...(body && { payload: body }),
      });
      expect(response.statusCode, `${method} ${path()}`).toBe(401);
    }
  });
});
