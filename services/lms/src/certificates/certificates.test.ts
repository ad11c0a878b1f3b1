import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { createAchievements } from '../achievements/achievements-module';
import { scopeLearningDatabase } from '../db/migrate';
import { buildTestApp } from '../../test/build-test-app';
import { complete, enrolledLearner, quizCourse } from '../../test/assessment-fixtures';
import { call, ok, personIn, type Person } from '../../test/learning-fixtures';
import { createCompletion } from './certificates-module';

const project = 'certificates';
const CODE = /^PMJ-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

interface Certificate {
  id: string;
  code: string;
  courseTitle: string;
  verifyUrl: string;
}

let app: FastifyInstance;
let course: Awaited<ReturnType<typeof quizCourse>>;
let admin: Person;
let owner: Person;
let certificate: Certificate;
const db = async () => scopeLearningDatabase((await sharedTestDatabase()).db);

beforeAll(async () => {
  app = await buildTestApp();
  const instructor = await personIn(project, 'INSTRUCTOR');
  admin = await personIn(project, 'ADMIN');
  course = await quizCourse(app, instructor, { title: 'Saving basics' });
  owner = await enrolledLearner(app, project, course.courseId);
  await complete(app, owner, course);
  certificate = (await ok<Certificate[]>(call(app, owner, 'GET', 'certificates/me')))[0]!;
});
afterAll(() => app.close());

describe('completion', () => {
  it('issues one certificate at once, with a code and the verify link', () => {
    expect(certificate.code).toMatch(CODE);
    expect(certificate.courseTitle).toBe('Saving basics');
    expect(certificate.verifyUrl).toBe(`http://localhost:3000/verify/${certificate.code}`);
  });

  it('never completes a learner who opens every lesson without passing the quiz', async () => {
    const learner = await enrolledLearner(app, project, course.courseId);
    await ok(
      call(app, learner, 'PUT', `progress/lessons/${course.textId}`, { status: 'COMPLETED' }),
    );
    await ok(
      call(app, learner, 'PUT', `progress/lessons/${course.quizId}`, {
        status: 'STARTED',
        secondsSpent: 900,
      }),
    );
    const failed = await ok<{ passed: boolean; courseCompleted: boolean }>(
      call(app, learner, 'POST', `lessons/${course.quizId}/attempts`, { answers: [] }),
    );
    expect(failed).toMatchObject({ passed: false, courseCompleted: false });
    const progress = await ok<{ status: string; missing: { quizzes: { id: string }[] } }>(
      call(app, learner, 'GET', `progress/courses/${course.courseId}`),
    );
    expect(progress.status).toBe('ACTIVE');
    expect(progress.missing.quizzes.map((q) => q.id)).toEqual([course.quizId]);
    expect(await ok<unknown[]>(call(app, learner, 'GET', 'certificates/me'))).toEqual([]);
  });

  it('issues exactly one certificate under parallel completions', async () => {
    const learner = await enrolledLearner(app, project, course.courseId);
    await complete(app, learner, course);
    const learning = await db();
    // Back to the moment before completion: finished work, no certificate yet.
    await learning.deleteFrom('certificates').where('user_id', '=', learner.userId).execute();
    await learning
      .updateTable('enrollments')
      .set({ status: 'ACTIVE', completed_at: null })
      .where('user_id', '=', learner.userId)
      .execute();
    const completion = createCompletion(learning, createAchievements(learning));
    const [enrollment] = await learning
      .selectFrom('enrollments')
      .select('id')
      .where('user_id', '=', learner.userId)
      .execute();
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => completion.evaluate(enrollment!.id)),
    );
    expect(new Set(outcomes.map((o) => o.certificateId)).size).toBe(1);
    const rows = await learning
      .selectFrom('certificates')
      .select('id')
      .where('user_id', '=', learner.userId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('GET certificates/{id}/pdf', () => {
  it('sends its owner a PDF attachment naming the code', async () => {
    const response = await call(app, owner, 'GET', `certificates/${certificate.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="certificate-${certificate.code}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe(`Certificate ${certificate.code}`);
    expect(pdf.getPageCount()).toBe(1);
    // The QR code is the page's one image.
    const images = pdf.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    expect(images?.keys()).toHaveLength(1);
  });

  it('lets an ADMIN download it and hides it from anyone else', async () => {
    expect((await call(app, admin, 'GET', `certificates/${certificate.id}/pdf`)).statusCode).toBe(
      200,
    );
    const stranger = await personIn(project);
    expect(
      (await call(app, stranger, 'GET', `certificates/${certificate.id}/pdf`)).statusCode,
    ).toBe(404);
    const elsewhere = await personIn('other-project', 'ADMIN');
    expect(
      (await call(app, elsewhere, 'GET', `certificates/${certificate.id}/pdf`)).statusCode,
    ).toBe(404);
    expect((await call(app, owner, 'GET', 'certificates/nope/pdf')).statusCode).toBe(400);
  });
});

describe('GET certificates/{id}/credential', () => {
  it('is an Open Badges 3.0 credential signed with the key of the public JWKS', async () => {
    const { jwt, credential } = await ok<{ jwt: string; credential: Record<string, unknown> }>(
      call(app, owner, 'GET', `certificates/${certificate.id}/credential`),
    );
    const jwksResponse = await app.inject('/lms/v1/.well-known/jwks.json');
    expect(jwksResponse.statusCode).toBe(200);
    const jwks = jwksResponse.json();
    const header = decodeProtectedHeader(jwt);
    expect(header).toMatchObject({ alg: 'EdDSA', kid: jwks.keys[0].kid });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), { algorithms: ['EdDSA'] });
    expect(payload.vc).toEqual(credential);
    expect(credential).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      credentialSubject: {
        type: ['AchievementSubject'],
        achievement: { type: ['Achievement'], name: 'Saving basics' },
      },
    });
    const tampered = jwt.slice(0, -4) + (jwt.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await expect(jwtVerify(tampered, createLocalJWKSet(jwks))).rejects.toThrow();
  });

  it('keeps one stored key across service instances', async () => {
    const second = await buildTestApp();
    try {
      const a = (await app.inject('/lms/v1/.well-known/jwks.json')).json();
      const b = (await second.inject('/lms/v1/.well-known/jwks.json')).json();
      expect(b).toEqual(a);
    } finally {
      await second.close();
    }
  });
});

describe('verify and revoke', () => {
  it('verifies publicly, in any letter case; unknown is 404, malformed 400', async () => {
    const response = await app.inject(
      `/lms/v1/certificates/verify/${certificate.code.toLowerCase()}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      code: certificate.code,
      status: 'VALID',
      courseTitle: 'Saving basics',
      revokedAt: null,
    });
    expect((await app.inject('/lms/v1/certificates/verify/PMJ-2222-2222')).statusCode).toBe(404);
    const bad = await app.inject('/lms/v1/certificates/verify/PMJ-0000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('code');
  });

  it('lets an ADMIN (not the learner) revoke, with a reason, once; the public page says revoked', async () => {
    const learner = await enrolledLearner(app, project, course.courseId);
    await complete(app, learner, course);
    const [mine] = await ok<Certificate[]>(call(app, learner, 'GET', 'certificates/me'));
    const path = `certificates/${mine!.id}/revoke`;
    expect((await call(app, learner, 'PUT', path, { reason: 'Mine' })).statusCode).toBe(403);
    const noReason = await call(app, admin, 'PUT', path, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0]).toEqual({ path: 'reason', message: 'enter a reason' });
    const revoked = await call(app, admin, 'PUT', path, { reason: 'Exam misconduct' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revokeReason).toBe('Exam misconduct');
    const again = await call(app, admin, 'PUT', path, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_REVOKED');
    const page = (await app.inject(`/lms/v1/certificates/verify/${mine!.code}`)).json().data;
    expect(page).toMatchObject({ status: 'REVOKED', revokeReason: 'Exam misconduct' });
    expect(Date.parse(page.revokedAt)).toBeGreaterThan(0);
    const unknown = await call(app, admin, 'PUT', `certificates/${crypto.randomUUID()}/revoke`, {
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists only the caller’s certificates, paginated', async () => {
    const stranger = await personIn(project);
    const response = await call(app, stranger, 'GET', 'certificates/me?limit=5');
    expect(response.json()).toMatchObject({
      data: [],
      pagination: { page: 1, limit: 5, total: 0 },
    });
    expect((await call(app, stranger, 'GET', 'certificates/me?limit=500')).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the assessment routes, the public ones without security', async () => {
    const response = await app.inject('/lms/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    for (const path of [
      '/lms/v1/lessons/{id}/attempts/start',
      '/lms/v1/lessons/{id}/attempts',
      '/lms/v1/certificates/me',
      '/lms/v1/certificates/{id}/pdf',
      '/lms/v1/certificates/{id}/credential',
      '/lms/v1/certificates/{id}/revoke',
      '/lms/v1/courses/{id}/certificates',
      '/lms/v1/achievements',
      '/lms/v1/achievements/me',
      '/lms/v1/analytics/courses/{id}',
      '/lms/v1/analytics/overview',
      '/lms/v1/completion-rate',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    expect(paths['/lms/v1/certificates/verify/{code}'].get.security).toBeUndefined();
    expect(paths['/lms/v1/.well-known/jwks.json'].get.security).toBeUndefined();
  });
});
