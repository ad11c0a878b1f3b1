import type { ColumnType, Generated, Kysely } from 'kysely';
import type { CourseContentTables } from './schema-course-content';
import type { AssessmentTables } from './schema-assessment';

/** Tables of the `learning` schema. Only repositories use these types. */
export interface LearningDatabase extends CourseContentTables, AssessmentTables {
  courses: {
    id: Generated<string>;
    organisation_id: string | null;
    project: string;
    title: string;
    description: Generated<string>;
    category: string;
    status: Generated<string>;
    slug: Generated<string>;
    summary: Generated<string>;
    level: Generated<string>;
    language: Generated<string>;
    thumbnail_file_id: string | null;
    estimated_minutes: Generated<number>;
    completion_rule: ColumnType<unknown, string | undefined, string>;
    /** How many lessons the completion rule requires, kept by triggers (never written). */
    required_lessons: ColumnType<number, never, never>;
    created_by: string | null;
    published_at: Date | null;
    created_at: ColumnType<Date, never, never>;
    updated_at: ColumnType<Date, never, Date>;
  };
  /** Courses per project, status and category, kept by triggers on `courses` (never written). */
  course_counts: {
    project: string;
    status: string;
    category: string;
    count: ColumnType<string, never, never>;
  };
  /** A course's search columns, title and summary lower-cased, kept by a trigger (never written). */
  course_search: {
    course_id: ColumnType<string, never, never>;
    project: ColumnType<string, never, never>;
    status: ColumnType<string, never, never>;
    category: ColumnType<string, never, never>;
    created_at: ColumnType<Date, never, never>;
    title: ColumnType<string, never, never>;
    summary: ColumnType<string, never, never>;
  };
}

export type LearningDb = Kysely<LearningDatabase>;
export const LEARNING_SCHEMA = 'learning';
