/** Text limits (docs/api-conventions.md): a top-level string payload, and each string field of an object. */
export const TOP_LEVEL_TEXT_LIMIT = 10000;
export const FIELD_TEXT_LIMIT = 1000;

const TAG = /<\/?[a-zA-Z!][^>]*>/g;
// Control characters other than tab and line breaks mean nothing in text people type, and
// PostgreSQL refuses NUL outright; they go, like tags, on both sides.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function cleanText(text: string, limit: number): string {
  return text.replace(CONTROL, '').replace(TAG, '').trim().slice(0, limit);
}

/**
 * The cleaning rule shared by the web client (outgoing) and both services (incoming): a string
 * payload is cleaned to 10000 characters, each string field of an object to 1000; every other
 * value passes unchanged.
 */
export function cleanPayload<T>(payload: T): T {
  if (typeof payload === 'string') return cleanText(payload, TOP_LEVEL_TEXT_LIMIT) as T;
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const prototype: unknown = Object.getPrototypeOf(payload);
  // Only plain records are cleaned: files, dates, blobs and form data pass as they are.
  if (prototype !== Object.prototype && prototype !== null) return payload;
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    cleaned[key] = typeof value === 'string' ? cleanText(value, FIELD_TEXT_LIMIT) : value;
  }
  return cleaned as T;
}
