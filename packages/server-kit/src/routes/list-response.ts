import { SUCCESS_MESSAGE } from '@pamoja/contract/api-response';

/** A page of a list, with where it is in the whole. */
export const listResponse = <T>(
  query: { page: number; limit: number },
  page: { items: T[]; total: number },
) => ({
  message: SUCCESS_MESSAGE,
  data: page.items,
  pagination: { page: query.page, limit: query.limit, total: page.total },
});
