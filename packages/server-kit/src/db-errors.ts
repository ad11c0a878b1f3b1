/** The SQLSTATE of a database error (PostgreSQL and PGlite both carry it as `code`). */
const sqlState = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

async function translate<T>(write: () => Promise<T>, state: string, replacement: () => Error) {
  try {
    return await write();
  } catch (error) {
    throw sqlState(error) === state ? replacement() : error;
  }
}

/**
 * Runs a write whose unique index guards a name (or a pair); a clash becomes the given error.
 * The index, not a read before the write, decides, so two simultaneous requests cannot both win.
 */
export const uniqueOr = <T>(write: () => Promise<T>, clash: () => Error) =>
  translate(write, '23505', clash);

/** Runs a delete that a foreign key may refuse (rows still point at it). */
export const unreferencedOr = <T>(write: () => Promise<T>, inUse: () => Error) =>
  translate(write, '23503', inUse);
