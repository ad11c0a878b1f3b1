import { randomBytes, randomUUID } from 'node:crypto';
import { AccessTokens } from '@pamoja/server-kit/auth/access-tokens';
import { LEARNER_ID } from './learning-seed';

/** The bench's own secret: the service verifies with the key both derive from it. */
export const BENCH_JWT_SECRET = `pamoja-bench-${randomUUID()}`;
const TOKEN_SECONDS = 3600;
const csrfToken = randomBytes(32).toString('hex');

/** Request headers of the seeded learner (a MEMBER), with an access token signed here. */
export async function learnerHeaders(project: string): Promise<Record<string, string>> {
  const token = await new AccessTokens(BENCH_JWT_SECRET, TOKEN_SECONDS).sign({
    userId: LEARNER_ID,
    role: 'MEMBER',
    sessionId: randomUUID(),
    organisationIds: [],
    name: 'Wanjiru Kamau',
  });
  return { authorization: `Bearer ${token}`, 'x-project': project };
}

export interface Page {
  data: Record<string, unknown>[];
  pagination: { total: number };
}

/** One call of the learning API as the learner; throws on anything but 2xx. */
export function learningApi(baseUrl: string, headers: Record<string, string>) {
  return async function call<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${baseUrl}/lms/v1/${path}`, {
      ...init,
      headers: {
        ...headers,
        // Writes carry the anti-forgery header as the web app sends it: 32 random bytes, hex.
        ...(init.body ? { 'content-type': 'application/json', 'x-csrf-token': csrfToken } : {}),
      },
    });
    const body = (await response.json()) as { data: unknown };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body as T;
  };
}

type Call = ReturnType<typeof learningApi>;

/**
 * Completes the one seeded enrolment that lacks only its last lesson, through the progress
 * route, so the completion engine issues its certificate; returns the certificate's id.
 */
export async function earnCertificate(call: Call, courseSlug: string): Promise<string> {
  const course = await call<{ data: { sections: { lessons: { id: string }[] }[] } }>(
    `courses/${courseSlug}`,
  );
  const last = course.data.sections.at(-1)!.lessons.at(-1)!;
  await call(`progress/lessons/${last.id}`, {
    method: 'PUT',
    body: JSON.stringify({ status: 'COMPLETED', secondsSpent: 300, position: 0 }),
  });
  const mine = await call<Page>('certificates/me');
  if (mine.pagination.total !== 1)
    throw new Error(`expected one certificate, got ${mine.pagination.total}`);
  return String(mine.data[0]!.id);
}
