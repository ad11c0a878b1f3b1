import type { Pagination } from '@pamoja/contract/api-response';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiType = 'api' | 'lms';
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  method: HttpMethod;
  /** Path below the service base, e.g. `auth` or `product-leads/42`. */
  url: string;
  data?: unknown;
  query?: QueryParams;
  /** `lms` sends the call to the learning service. */
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
