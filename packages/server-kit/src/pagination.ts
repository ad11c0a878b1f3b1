import { sql, type SelectQueryBuilder } from 'kysely';

export interface PageRequest {
  page: number;
  limit: number;
}

export interface PageResult<T> {
  rows: T[];
  total: number;
}

/**
 * Runs a filtered, ordered query for one page and counts every match. The count is its own
 * query so `total` stays right when the page is past the end.
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, limit }: PageRequest,
): Promise<PageResult<O>> {
  const counted = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<string>`count(*)`.as('total')) as unknown as SelectQueryBuilder<
    DB,
    TB,
    { total: string | bigint }
  >;
  const [rows, count] = await Promise.all([
    query
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    counted.executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** `ILIKE` pattern for a user's search text, with its own wildcards escaped. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
