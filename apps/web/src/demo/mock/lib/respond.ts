import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { queryOf } from './query';

/** The demo's error body: the message for the page, and per-field messages where they exist. */
export interface DemoErrorBody {
  message: string;
  error?: Record<string, string[]> | string;
}

// Typed as a plain Response so a handler may answer either this or its own typed body.
export function notFound(message: string): Response {
  return HttpResponse.json<DemoErrorBody>({ message }, { status: 404 });
}

export function badRequest(message: string, error?: Record<string, string[]>): Response {
  return HttpResponse.json<DemoErrorBody>({ message, error }, { status: 400 });
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads a JSON body against its schema; a body that does not fit is a 400 with field messages. */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<Parsed<z.infer<S>>> {
  const raw: unknown = await request.json().catch(() => undefined);
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const error: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (error[field] ??= []).push(issue.message);
  }
  const first = result.error.issues[0];
  return { ok: false, response: badRequest(first?.message ?? 'Invalid body', error) };
}

/**
 * The id of a delete call: the template sends it in the query (`?id=4987`) or in a JSON body
 * (`{ id: 4987 }`); both are taken.
 */
export async function idOf(request: Request, name = 'id'): Promise<number | undefined> {
  const fromQuery = queryOf(request).get(name);
  if (fromQuery !== null) return toId(fromQuery);
  const body: unknown = await request.json().catch(() => undefined);
  if (body && typeof body === 'object' && name in body) {
    return toId((body as Record<string, unknown>)[name]);
  }
  return undefined;
}

function toId(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) ? id : undefined;
}
