import type { Pagination } from '@pamoja/contract/api-response';
import type { ApiResponse } from '../../../shared/http/types';

/** Every list of this feature shows ten rows a page. */
export const PAGE_SIZE = 10;

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

/** The envelope's rows and pager; a server that sends no pager gets one that fits the rows. */
export function toPage<T>(body: ApiResponse<T[]>, page: number): Page<T> {
  return {
    items: body.data,
    pagination: body.pagination ?? { page, limit: PAGE_SIZE, total: body.data.length },
  };
}

/** `keyword` only when something was typed: an empty one would be a filter on "". */
export function keywordQuery(keyword: string): { keyword?: string } {
  const trimmed = keyword.trim();
  return trimmed ? { keyword: trimmed } : {};
}
