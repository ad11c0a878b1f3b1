import type { Kysely } from 'kysely';

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(_db: Kysely<any>): Promise<void> {}
