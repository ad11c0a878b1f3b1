import { positiveInt } from './query';

/** The template's list pages ask for `page` (from 1) and `perPage`. */
export function pageOf<T>(items: readonly T[], params: URLSearchParams, defaultPerPage = 10): T[] {
  const page = positiveInt(params, 'page', 1);
  const perPage = positiveInt(params, 'perPage', defaultPerPage);
  return items.slice((page - 1) * perPage, page * perPage);
}

/** The next id of a collection: one above the highest, so a deleted id is never reused. */
export function nextId(items: ReadonlyArray<{ id: number }>, floor = 0): number {
  return items.reduce((highest, item) => Math.max(highest, item.id), floor) + 1;
}
