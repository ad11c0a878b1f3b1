import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import {
  call,
  courseWithLessons,
  fileForm,
  ok,
  personIn,
  tinyPdf,
  tinyPng,
  upload,
  type Person,
} from '../../test/learning-fixtures';

const project = 'l1-materials';
let app: FastifyInstance;
let teacher: Person;
let learner: Person;
let lessonId: string;
let courseId: string;
beforeAll(async () => {
  app = await buildTestApp();
  [teacher, learner] = await Promise.all([personIn(project, 'INSTRUCTOR'), personIn(project)]);
  const { course, text } = await courseWithLessons(app, teacher);
  lessonId = text.id;
  courseId = course.id;
});
afterAll(() => app.close());

describe('POST /lessons/{id}/materials', () => {
  it('stores a PDF and an image, lists them on the lesson, and serves them to learners', async () => {
    const pdf = await upload(app, teacher, lessonId, tinyPdf, '../../etc/Budget plan.PDF');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().data).toMatchObject({
      name: 'Budget plan.pdf',
      contentType: 'application/pdf',
      size: tinyPdf.length,
    });
    // The content decides: a PNG sent as `.pdf` is a PNG.
    const png = await ok(upload(app, teacher, lessonId, tinyPng, 'chart.pdf'));
    expect(png).toMatchObject({ name: 'chart.png', contentType: 'image/png' });

    type Detail = {
      sections: { lessons: { id: string; materials: { id: string; url: string }[] }[] }[];
    };
    const detail = await ok<Detail>(call(app, learner, 'GET', `courses/${courseId}`));
    const listed = detail.sections[0]!.lessons.find((l) => l.id === lessonId)!.materials;
    expect(listed.map((m) => m.id)).toEqual([pdf.json().data.id, png.id]);

    const path = `lessons/${lessonId}/materials/${png.id}`;
    const refused = await call(app, learner, 'GET', path);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_ENROLLED');
    await ok(call(app, learner, 'POST', 'enrollments', { courseId }));
    const served = await call(app, learner, 'GET', path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(tinyPng)).toBe(true);
    expect((await call(app, teacher, 'GET', path)).statusCode).toBe(200);
    expect((await call(app, learner, 'GET', `lessons/${lessonId}/materials/nope`)).statusCode).toBe(
      404,
    );
  });

  it('refuses other kinds with 415 and files over their cap with 413', async () => {
    const script = await upload(
      app,
      teacher,
      lessonId,
      Buffer.from('<script>alert(1)</script>'),
      'x.png',
    );
    expect(script.statusCode).toBe(415);
    expect(script.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE', statusCode: 415 });
    const bigImage = Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]);
    const big = await upload(app, teacher, lessonId, bigImage, 'big.png');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'An image can be at most 5 MB: upload a smaller file.',
    });
    const hugePdf = Buffer.concat([tinyPdf, Buffer.alloc(20 * 1024 * 1024)]);
    const huge = await upload(app, teacher, lessonId, hugePdf, 'huge.pdf');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('FILE_TOO_LARGE');
  });

  it('refuses a missing file, a wrong field, learners and unknown lessons', async () => {
    const wrongField = fileForm(tinyPdf, 'a.pdf', 'document');
    const response = await app.inject({
      method: 'POST',
      url: `/lms/v1/lessons/${lessonId}/materials`,
      headers: { ...teacher.headers, 'content-type': wrongField.contentType },
      payload: wrongField.body,
    });
    expect(response.statusCode).toBe(400);
    const json = await call(app, teacher, 'POST', `lessons/${lessonId}/materials`, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect((await upload(app, learner, lessonId, tinyPdf)).statusCode).toBe(403);
    expect(
      (await upload(app, teacher, '2b1c4d5e-1111-4222-8333-944455556666', tinyPdf)).statusCode,
    ).toBe(404);
  });
});
