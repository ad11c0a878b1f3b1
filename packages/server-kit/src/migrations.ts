import { sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { AnyDatabase } from './database';

export type MigrationSet = Record<string, Migration>;

/** Migrations are imported modules, so they bundle and type-check with the service. */
class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: MigrationSet) {}
  async getMigrations(): Promise<MigrationSet> {
    return this.migrations;
  }
}

/**
 * Brings one service's schema to the latest version. Each service owns a schema; its migrations
 * receive a handle already scoped to it, so they name tables without a schema prefix.
 */
export async function migrateToLatest(
  db: AnyDatabase,
  schema: string,
  migrations: MigrationSet,
): Promise<string[]> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db: db.withSchema(schema),
    provider: new StaticMigrationProvider(migrations),
    migrationTableSchema: schema,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} of schema ${schema} failed`, {
      cause: error,
    });
  }
  return results.map((result) => result.migrationName);
}
