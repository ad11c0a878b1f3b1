import { buildInit, buildUrl } from '../http/build-request';
import { HttpError, errorCode, errorDetails, errorText } from '../http/http-error';
import type { ApiType } from '../http/types';

export interface UploadOptions {
  url: string;
  apiType?: ApiType;
  /** Names the call, like every `request` label. */
  label: string;
  /** Multipart field name; the services take `file`. */
  field?: string;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/**
 * `POST` one file as multipart with upload progress, which `fetch` cannot report. The headers
 * are the HTTP client's own (`buildInit`: token, organisation, CSRF, project, language), so the
 * services see the same caller. No toast: the screen shows the outcome beside the file. No token
 * refresh either: a 401 is that upload's error, and the next call through `request` refreshes.
 */
export function uploadWithProgress<T>(file: Blob, options: UploadOptions): Promise<T> {
  const form = new FormData();
  form.append(options.field ?? 'file', file, file instanceof File ? file.name : 'upload');
  const call = {
    method: 'POST' as const,
    url: options.url,
    apiType: options.apiType,
    label: options.label,
  };
  const headers = new Headers(buildInit({ ...call, data: form }).headers);
  const url = buildUrl(call);

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    const failWith = (status: number, body: unknown, statusText = '', network?: string) =>
      reject(
        new HttpError({
          status,
          code: errorCode(body, status),
          text: errorText({ body, status, statusText, networkMessage: network }),
          details: errorDetails(body),
          label: options.label,
        }),
      );
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(body as T);
      } else failWith(xhr.status, body, xhr.statusText);
    };
    xhr.onerror = () => failWith(0, undefined, '', 'Network error');
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
