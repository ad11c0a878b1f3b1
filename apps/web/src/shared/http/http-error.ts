import type { ErrorDetail } from '@pamoja/contract/api-response';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** The server's stable UPPER_SNAKE code, or one of ours for failures without a body. */
  readonly code: string;
  /** The text shown to the user (errorText decides which). */
  readonly text: string;
  readonly details: ErrorDetail[];
  /** The call's label, also its TanStack Query key. */
  readonly label: string;

  constructor(init: {
    status: number;
    code: string;
    text: string;
    label: string;
    details?: ErrorDetail[];
    cause?: unknown;
  }) {
    super(init.text, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.text = init.text;
    this.details = init.details ?? [];
    this.label = init.label;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The most specific text there is (docs/web-app.md): `errorMessage` of a non-empty response
 * body, then its `message`, then the HTTP status text, then the network error's message.
 */
export function errorText(input: {
  body?: unknown;
  status?: number;
  statusText?: string;
  networkMessage?: string;
}): string {
  const { body, status, statusText, networkMessage } = input;
  if (isRecord(body) && Object.keys(body).length > 0 && nonEmpty(body.errorMessage)) {
    return body.errorMessage;
  }
  if (isRecord(body) && nonEmpty(body.message)) return body.message;
  if (nonEmpty(statusText)) return statusText;
  if (nonEmpty(networkMessage)) return networkMessage;
  // HTTP/2 responses carry no status text, so something must still be said.
  return status ? `Request failed with status code ${status}` : 'Network error';
}

export function errorCode(body: unknown, status: number): string {
  if (isRecord(body) && nonEmpty(body.code)) return body.code;
  return status === 0 ? 'NETWORK_ERROR' : `HTTP_${status}`;
}

export function errorDetails(body: unknown): ErrorDetail[] {
  if (!isRecord(body) || !Array.isArray(body.details)) return [];
  return body.details.filter(
    (item): item is ErrorDetail =>
      isRecord(item) && typeof item.path === 'string' && typeof item.message === 'string',
  );
}
