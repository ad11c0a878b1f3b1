import type { Pagination } from '@pamoja/contract/api-response';
import type { ApiResponse } from '../../../shared/http/types';

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

/** The envelope's rows and pager; a server that sends no pager gets one that fits the rows. */
export function toPage<T>(body: ApiResponse<T[]>, page: number, limit: number): Page<T> {
  return {
    items: body.data,
    pagination: body.pagination ?? { page, limit, total: body.data.length },
  };
}
