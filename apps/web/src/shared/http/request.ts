import { notify } from '../notifications/notifications-store';
import { clearSession, getSession } from '../session/session-store';
import { removeStoredSession } from '../session/session-persistence';
import { buildInit, buildUrl } from './build-request';
import { HttpError, errorCode, errorDetails, errorText } from './http-error';
import { redirectToLogin } from './redirect';
import { refreshSession } from './refresh';
import type { RequestOptions } from './types';

// Plain reads answer with these and deserve no toast.
const SILENT_SUCCESS = new Set(['Success', 'Success!']);
// 401s that judge what was typed (a PIN, a password), not the session: the session stays.
const ANSWER_401_CODES = new Set(['WRONG_PIN', 'INVALID_CREDENTIALS']);

async function readBody(response: Response, responseType: RequestOptions['responseType']) {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json().catch(() => undefined);
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text().catch(() => '');
  return text === '' ? undefined : text;
}

function fail(options: RequestOptions, error: HttpError): never {
  if (!options.hideErrorMessage) notify({ type: 'danger', message: error.text });
  throw error;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/** The single way the web talks to the services: its rules live in one place (docs/web-app.md). */
export async function request<T>(options: RequestOptions): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(options), buildInit(options));
  } catch (error) {
    // A cancelled query is not a failure the user needs to hear about.
    if (isAbort(error, options.signal)) throw error;
    const networkMessage = error instanceof Error ? error.message : undefined;
    return fail(
      options,
      new HttpError({
        status: 0,
        code: errorCode(undefined, 0),
        text: errorText({ networkMessage }),
        label: options.label,
        cause: error,
      }),
    );
  }

  const body = await readBody(response, options.responseType);

  if (response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message !== '' && !SILENT_SUCCESS.has(message)) {
      if (!options.hideSuccessMessage) notify({ type: 'success', message });
    }
    return body as T;
  }

  const code = errorCode(body, response.status);
  // A demo call's 401 judges the demo's own tokens, never the product session.
  const judgesSession = options.apiType !== 'demo' && !ANSWER_401_CODES.has(code);
  if (response.status === 401 && getSession().userData && judgesSession) {
    if (!options.skipRefresh && (await refreshSession())) {
      return request<T>({ ...options, skipRefresh: true });
    }
    clearSession();
    // The store mirror may not be connected yet (early boot); storage must go regardless.
    removeStoredSession();
    redirectToLogin();
  }

  return fail(
    options,
    new HttpError({
      status: response.status,
      code,
      text: errorText({ body, status: response.status, statusText: response.statusText }),
      details: errorDetails(body),
      label: options.label,
    }),
  );
}
