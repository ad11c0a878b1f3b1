import type { Kysely } from 'kysely';
import { scopeToSchema } from '@pamoja/server-kit/statement-cache';
import { migrateToLatest } from '@pamoja/server-kit/migrations';
import type { AnyDatabase } from '@pamoja/server-kit/database';
import { accessWritesPlugin } from './access-writes';
import { MAIN_SCHEMA, type MainDatabase } from './schema';
import { migrations } from './migrations/index';

/** Runs the main service's migrations; returns a handle scoped to its schema. */
export async function prepareMainDatabase(db: AnyDatabase): Promise<Kysely<MainDatabase>> {
  await migrateToLatest(db, MAIN_SCHEMA, migrations);
  return scopeMainDatabase(db);
}

export function scopeMainDatabase(db: AnyDatabase): Kysely<MainDatabase> {
  return scopeToSchema(db.withPlugin(accessWritesPlugin), MAIN_SCHEMA) as Kysely<MainDatabase>;
}
