import type { ColumnType, Generated, Kysely } from 'kysely';

/** Tables of the `learning` schema. Only repositories use these types. */
export interface LearningDatabase {
  courses: {
    id: Generated<string>;
    organisation_id: string | null;
    project: string;
    title: string;
    description: Generated<string>;
    category: string;
    status: Generated<string>;
    created_at: ColumnType<Date, never, never>;
    updated_at: ColumnType<Date, never, Date>;
  };
}

export type LearningDb = Kysely<LearningDatabase>;
export const LEARNING_SCHEMA = 'learning';
