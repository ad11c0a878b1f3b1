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

export interface PageOptions {
  /**
   * A unique column (`courses.id`): the page's keys are found first, in a subquery that an
   * ordered index alone can answer, and only the page's rows are read whole. A deep page then
   * skips index entries instead of whole rows.
   */
  keyFirst?: string;
}

/**
 * From this offset on `keyFirst` applies: nearer pages skip too few rows to pay for the extra
 * subquery (the catalogue's page 1 answered 13 % fewer requests with it, its page 995 25 % more).
 */
export const KEY_FIRST_OFFSET = 1000;

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
  options: PageOptions = {},
): Promise<PageResult<O>> {
  const counted =
    count ??
    (query
      .clearSelect()
      .clearOrderBy()
      .select(sql<string>`count(*)`.as('total')) as unknown as CountQuery);
  const offset = (page - 1) * limit;
  const withTotal = query.select(() => counted.as(TOTAL));
  const paged =
    options.keyFirst && offset >= KEY_FIRST_OFFSET
      ? // A generic plan, costed as if a tenth of the rows were wanted, looks cheapest the deeper
        // the page, and PostgreSQL took a worse one for the catalogue's page 995.
        planPerCall(
          withTotal.where(
            sql.ref(options.keyFirst),
            'in',
            query
              .clearSelect()
              .select(sql.ref(options.keyFirst).as('key'))
              .limit(limit)
              .offset(offset),
          ),
        )
      : offset === 0
        ? // A first page's size is written into the SQL: with LIMIT as a parameter PostgreSQL
          // cannot cost a generic plan (it assumes a tenth of the rows) and plans every call.
          withTotal.limit(sql.lit(limit))
        : withTotal.limit(limit).offset(offset);
  const found = (await paged.execute()) as (O & Record<typeof TOTAL, string | bigint>)[];
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
