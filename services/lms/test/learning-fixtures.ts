import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@pamoja/contract/roles';
import { AccessTokens } from '@pamoja/server-kit/auth/access-tokens';
import { testConfig } from './build-test-app';

const tokens = new AccessTokens(testConfig.JWT_SECRET, testConfig.ACCESS_TOKEN_TTL_SECONDS);
const csrf = randomBytes(32).toString('hex');

/** A signed-in person of a learning project: their id and the headers their requests carry. */
export interface Person {
  userId: string;
  headers: Record<string, string>;
}

export async function personIn(
  project: string,
  role: Role = 'MEMBER',
  name?: string,
): Promise<Person> {
  const userId = randomUUID();
  const token = await tokens.sign({
    userId,
    role,
    sessionId: randomUUID(),
    organisationIds: [],
    ...(name ? { name } : {}),
  });
  return {
    userId,
    headers: { authorization: `Bearer ${token}`, 'x-project': project, 'x-csrf-token': csrf },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (
  app: FastifyInstance,
  who: Person,
  method: Method,
  path: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: `/lms/v1/${path}`,
    headers: who.headers,
    ...(payload !== undefined && { payload: payload as object }),
  });

/** Answers the data of a 2xx, failing loudly on anything else. */
export async function ok<T = Record<string, unknown> & { id: string }>(
  response: Promise<{ statusCode: number; body: string; json(): { data: T } }>,
): Promise<T> {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`${answer.statusCode}: ${answer.body}`);
  return answer.json().data;
}

export const quizContent = {
  passMark: 50,
  attemptsAllowed: 3,
  shuffle: false,
  questions: [
    {
      id: 'q1',
      kind: 'SINGLE',
      text: 'Saving first?',
      options: [
        { id: 'a', text: 'Yes' },
        { id: 'b', text: 'No' },
      ],
      correct: ['a'],
    },
  ],
};

/** A course with one section, a TEXT and a QUIZ lesson, published unless asked not to. */
export async function courseWithLessons(
  app: FastifyInstance,
  instructor: Person,
  { publish = true, title = `Course ${randomUUID().slice(0, 8)}` } = {},
) {
  const course = await ok(call(app, instructor, 'POST', 'courses', { title, category: 'finance' }));
  const section = await ok(
    call(app, instructor, 'POST', `courses/${course.id}/sections`, { title: 'Basics' }),
  );
  const text = await ok(
    call(app, instructor, 'POST', `courses/${course.id}/lessons`, {
      sectionId: section.id,
      title: 'Why save',
      type: 'TEXT',
      content: { markdown: '# Save' },
    }),
  );
  const quiz = await ok(
    call(app, instructor, 'POST', `courses/${course.id}/lessons`, {
      sectionId: section.id,
      title: 'Check',
      type: 'QUIZ',
      content: quizContent,
    }),
  );
  if (publish) await ok(call(app, instructor, 'PUT', `courses/${course.id}/publish`));
  return { course, section, text, quiz };
}

/** A 1×1 PNG, and a minimal PDF: enough for their content to be recognised. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function fileForm(content: Buffer, fileName = 'notes.pdf', field = 'file') {
  const boundary = `----pamoja${randomUUID().replaceAll('-', '')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(
  app: FastifyInstance,
  who: Person,
  lessonId: string,
  content: Buffer,
  fileName?: string,
) {
  const form = fileForm(content, fileName);
  return app.inject({
    method: 'POST',
    url: `/lms/v1/lessons/${lessonId}/materials`,
    headers: { ...who.headers, 'content-type': form.contentType },
    payload: form.body,
  });
}
