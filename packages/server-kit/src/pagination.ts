import { sql, type SelectQueryBuilder } from 'kysely';
import { planPerCall } from './statement-cache';

export interface PageRequest {
  page: number;
  limit: number;
}

export interface PageResult<T> {
  rows: T[];
  total: number;
}

/** A statement answering one row with the number of matches in `total`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CountQuery = SelectQueryBuilder<any, any, { total: string | bigint }>;

// The count's column in the page's rows: a name no table of ours has.
const TOTAL = '__page_total';

export interface PageOptions<Q> {
  /**
   * A unique column (`courses.id`): the page's keys are found first, in a subquery that an
   * ordered index alone can answer, and only the page's rows are read whole. A deep page then
   * skips index entries instead of whole rows.
   */
  keyFirst?: string;
  /**
   * The same query with every ORDER BY term reversed. With a `count` given, a page from
   * KEY_FIRST_OFFSET on is read from whichever end is nearer, the count asked first: the
   * catalogue's page 995 of 1,000 then skips 50 index entries instead of 9,940.
   */
  reversed?: Q;
}

/**
 * From this offset on `keyFirst` applies: nearer pages skip too few rows to pay for the extra
 * subquery (the catalogue's page 1 answered 13 % fewer requests with it, its page 995 25 % more).
 */
export const KEY_FIRST_OFFSET = 1000;

/** `take` rows of `query` after the first `offset`, by their keys first when deep enough. */
function slice<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  offset: number,
  take: number,
  keyFirst: string | undefined,
): SelectQueryBuilder<DB, TB, O> {
  if (keyFirst && offset >= KEY_FIRST_OFFSET) {
    // A generic plan, costed as if a tenth of the rows were wanted, looks cheapest the deeper the
    // page, and PostgreSQL took a worse one for the catalogue's page 995.
    return planPerCall(
      query.where(
        sql.ref(keyFirst),
        'in',
        query.clearSelect().select(sql.ref(keyFirst).as('key')).limit(take).offset(offset),
      ),
    );
  }
  // A first page's size is written into the SQL: with LIMIT as a parameter PostgreSQL cannot
  // cost a generic plan (it assumes a tenth of the rows) and plans every call.
  return offset === 0 ? query.limit(sql.lit(take)) : query.limit(take).offset(offset);
}

/**
 * A page at `offset` (KEY_FIRST_OFFSET or more) of `total` matches, read from the end when that
 * is nearer: the reversed query's rows, put back in the list's order.
 */
async function fromNearerEnd<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  reversed: SelectQueryBuilder<DB, TB, O>,
  { offset, limit, total }: { offset: number; limit: number; total: number },
  keyFirst: string | undefined,
): Promise<O[]> {
  if (offset >= total) return [];
  const afterPage = total - offset - limit;
  if (afterPage >= offset) return slice(query, offset, limit, keyFirst).execute();
  const rows = await slice(
    reversed,
    Math.max(0, afterPage),
    Math.min(limit, total - offset),
    keyFirst,
  ).execute();
  return rows.reverse();
}

/**
 * Runs a filtered, ordered query for one page and counts every match, in one statement: the
 * count is a subquery PostgreSQL runs once, so a page costs one round trip to the database, not
 * two. A page past the end has no row to carry the count, so only then is it asked alone.
 * `count`, when given, is a cheaper statement that answers the same number (kept tallies).
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, limit }: PageRequest,
  count?: CountQuery,
  options: PageOptions<SelectQueryBuilder<DB, TB, O>> = {},
): Promise<PageResult<O>> {
  const offset = (page - 1) * limit;
  if (count && options.reversed && offset >= KEY_FIRST_OFFSET) {
    // Which end is nearer depends on the total: here a page costs two statements.
    const total = Number((await count.executeTakeFirst())?.total ?? 0);
    const at = { offset, limit, total };
    return { rows: await fromNearerEnd(query, options.reversed, at, options.keyFirst), total };
  }
  const counted =
    count ??
    (query
      .clearSelect()
      .clearOrderBy()
      .select(sql<string>`count(*)`.as('total')) as unknown as CountQuery);
  const withTotal = query.select(() => counted.as(TOTAL));
  const found = (await slice(withTotal, offset, limit, options.keyFirst).execute()) as (O &
    Record<typeof TOTAL, string | bigint>)[];
  if (found.length === 0) {
    const total = offset === 0 ? 0 : Number((await counted.executeTakeFirst())?.total ?? 0);
    return { rows: [], total };
  }
  const total = Number(found[0]![TOTAL]);
  const rows = found.map(({ [TOTAL]: _total, ...row }) => row as O);
  return { rows, total };
}

/** `ILIKE` pattern for a user's search text, with its own wildcards escaped. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
