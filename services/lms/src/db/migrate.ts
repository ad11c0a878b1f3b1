import type { Kysely } from 'kysely';
import { scopeToSchema } from '@pamoja/server-kit/statement-cache';
import type { AnyDatabase } from '@pamoja/server-kit/database';
import { migrateToLatest } from '@pamoja/server-kit/migrations';
import { LEARNING_SCHEMA, type LearningDatabase } from './schema';
import { migrations } from './migrations/index';

/** Runs the learning service's migrations. */
export async function prepareLearningDatabase(db: AnyDatabase): Promise<void> {
  await migrateToLatest(db, LEARNING_SCHEMA, migrations);
}

export function scopeLearningDatabase(db: AnyDatabase): Kysely<LearningDatabase> {
  return scopeToSchema(db, LEARNING_SCHEMA) as Kysely<LearningDatabase>;
}
