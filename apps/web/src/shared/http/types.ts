import type { Pagination } from '@pamoja/contract/api-response';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * `demo`: the template demo's calls (`/jwt/login`, `/card/…`), answered in the browser by the demo
 * mock at the web origin: no base path, none of the product session's headers, and a 401 there
 * never touches the product session.
 */
export type ApiType = 'api' | 'lms' | 'demo';
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  method: HttpMethod;
  /** Path below the service base, e.g. `auth` or `product-leads/42`. */
  url: string;
  data?: unknown;
  query?: QueryParams;
  /** `lms` sends the call to the learning service; `demo` to the demo mock (see ApiType). */
  apiType?: ApiType;
  /** Names the call: loading/error slot, query key, and the label on a thrown HttpError. */
  label: string;
  hideErrorMessage?: boolean;
  hideSuccessMessage?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** `blob` for downloads (files, reports). */
  responseType?: 'json' | 'blob';
  /** For the refresh call itself: a 401 there must not trigger another refresh. */
  skipRefresh?: boolean;
}

/** The services' success envelope (docs/api-conventions.md). */
export interface ApiResponse<T> {
  message: string;
  data: T;
  pagination?: Pagination;
}
