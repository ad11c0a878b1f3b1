import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const id = (col: ColumnDefinitionBuilder) => col.primaryKey().defaultTo(sql`gen_random_uuid()`);

async function extendCourses(db: Db) {
  await db.schema
    .alterTable('courses')
    .addColumn('slug', 'text')
    .addColumn('summary', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('level', 'text', (col) =>
      col
        .notNull()
        .defaultTo('BEGINNER')
        .check(sql`level in ('BEGINNER', 'INTERMEDIATE', 'ADVANCED')`),
    )
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('thumbnail_file_id', 'uuid')
    .addColumn('estimated_minutes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('completion_rule', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'{"requiredLessons":"all","quizPassMark":70,"minMinutes":0}'::jsonb`),
    )
    .addColumn('created_by', 'uuid')
    .addColumn('published_at', 'timestamptz')
    .execute();
  // Courses from before slugs answer to their id until someone renames them.
  await db
    .updateTable('courses')
    .set({ slug: sql`id::text` })
    .where('slug', 'is', null)
    .execute();
  await db.schema
    .alterTable('courses')
    .alterColumn('slug', (col) => col.setNotNull())
    .execute();
  // Rows written without one (tests, imports) still get a unique slug.
  await db.schema
    .alterTable('courses')
    .alterColumn('slug', (col) => col.setDefault(sql`gen_random_uuid()::text`))
    .execute();
  await db.schema
    .createIndex('courses_project_slug_key')
    .unique()
    .on('courses')
    .columns(['project', 'slug'])
    .execute();
}

async function createOutline(db: Db) {
  await db.schema
    .createTable('course_instructors')
    .addColumn('course_id', 'uuid', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('project', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('course_instructors_pkey', ['course_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('course_instructors_user_idx')
    .on('course_instructors')
    .columns(['project', 'user_id'])
    .execute();
  await db.schema
    .createTable('sections')
    .addColumn('id', 'uuid', id)
    .addColumn('project', 'text', (col) => col.notNull())
    .addColumn('course_id', 'uuid', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sections_course_idx')
    .on('sections')
    .columns(['course_id', 'position'])
    .execute();
  await db.schema
    .createTable('lessons')
    .addColumn('id', 'uuid', id)
    .addColumn('project', 'text', (col) => col.notNull())
    .addColumn('course_id', 'uuid', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('section_id', 'uuid', (col) =>
      col.notNull().references('sections.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) =>
      col.notNull().check(sql`type in ('TEXT', 'VIDEO', 'FILE', 'QUIZ')`),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('required', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('estimated_minutes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('content', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('lessons_course_idx')
    .on('lessons')
    .columns(['course_id', 'position'])
    .execute();
  await db.schema.createIndex('lessons_section_idx').on('lessons').column('section_id').execute();
  await db.schema
    .createTable('lesson_materials')
    .addColumn('id', 'uuid', id)
    .addColumn('project', 'text', (col) => col.notNull())
    .addColumn('lesson_id', 'uuid', (col) =>
      col.notNull().references('lessons.id').onDelete('cascade'),
    )
    .addColumn('file_key', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('lesson_materials_lesson_idx')
    .on('lesson_materials')
    .column('lesson_id')
    .execute();
}

async function createLearning(db: Db) {
  await db.schema
    .createTable('learners')
    .addColumn('project', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('learners_pkey', ['project', 'user_id'])
    .execute();
  await db.schema
    .createTable('enrollments')
    .addColumn('id', 'uuid', id)
    .addColumn('project', 'text', (col) => col.notNull())
    // A course with enrolments is never deleted (it is archived), so no cascade here.
    .addColumn('course_id', 'uuid', (col) => col.notNull().references('courses.id'))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('ACTIVE')
        .check(sql`status in ('ACTIVE', 'WITHDRAWN', 'COMPLETED')`),
    )
    .addColumn('enrolled_by', 'uuid', (col) => col.notNull())
    .addColumn('enrolled_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addUniqueConstraint('enrollments_course_user_key', ['project', 'course_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('enrollments_user_idx')
    .on('enrollments')
    .columns(['project', 'user_id'])
    .execute();
  await db.schema
    .createIndex('enrollments_course_idx')
    .on('enrollments')
    .column('course_id')
    .execute();
  await db.schema
    .createTable('lesson_progress')
    .addColumn('id', 'uuid', id)
    .addColumn('project', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'uuid', (col) =>
      col.notNull().references('enrollments.id').onDelete('cascade'),
    )
    .addColumn('lesson_id', 'uuid', (col) =>
      col.notNull().references('lessons.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('NOT_STARTED', 'STARTED', 'COMPLETED')`),
    )
    .addColumn('seconds_spent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('lesson_progress_enrollment_lesson_key', ['enrollment_id', 'lesson_id'])
    .execute();
  await db.schema
    .createIndex('lesson_progress_lesson_idx')
    .on('lesson_progress')
    .column('lesson_id')
    .execute();
}

export async function up(db: Db): Promise<void> {
  await extendCourses(db);
  await createOutline(db);
  await createLearning(db);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'lesson_progress',
    'enrollments',
    'learners',
    'lesson_materials',
    'lessons',
    'sections',
    'course_instructors',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('courses_project_slug_key').execute();
  await db.schema
    .alterTable('courses')
    .dropColumn('slug')
    .dropColumn('summary')
    .dropColumn('level')
    .dropColumn('language')
    .dropColumn('thumbnail_file_id')
    .dropColumn('estimated_minutes')
    .dropColumn('completion_rule')
    .dropColumn('created_by')
    .dropColumn('published_at')
    .execute();
}
