import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen in time: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const id = (col: ColumnDefinitionBuilder) => col.primaryKey().defaultTo(sql`gen_random_uuid()`);
const now = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(sql`now()`);

async function createAttempts(db: Db) {
  await db.schema
    .createTable('quiz_attempts')
    .addColumn('id', 'uuid', id)
    .addColumn('project', 'text', (col) => col.notNull())
    .addColumn('enrollment_id', 'uuid', (col) =>
      col.notNull().references('enrollments.id').onDelete('cascade'),
    )
    .addColumn('lesson_id', 'uuid', (col) =>
      col.notNull().references('lessons.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('attempt_number', 'integer', (col) => col.notNull().check(sql`attempt_number > 0`))
    .addColumn('question_order', 'jsonb', (col) => col.notNull())
    .addColumn('answers', 'jsonb')
    .addColumn('score', 'numeric(5, 2)')
    .addColumn('passed', 'boolean')
    .addColumn('started_at', 'timestamptz', now)
    .addColumn('submitted_at', 'timestamptz')
    // Two submissions at once cannot both take the last attempt.
    .addUniqueConstraint('quiz_attempts_number_key', [
      'enrollment_id',
      'lesson_id',
      'attempt_number',
    ])
    .execute();
  await db.schema
    .createIndex('quiz_attempts_lesson_idx')
    .on('quiz_attempts')
    .column('lesson_id')
    .execute();
}

async function createCertificates(db: Db) {
  await db.schema
    .createTable('certificates')
    .addColumn('id', 'uuid', id)
    .addColumn('project', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    // One certificate per enrolment, however many completions race to issue it.
    .addColumn('enrollment_id', 'uuid', (col) =>
      col.notNull().unique().references('enrollments.id'),
    )
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('course_id', 'uuid', (col) => col.notNull().references('courses.id'))
    .addColumn('learner_name', 'text', (col) => col.notNull())
    .addColumn('course_title', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'timestamptz', now)
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoke_reason', 'text')
    .addColumn('revoked_by', 'uuid')
    .execute();
  await db.schema
    .createIndex('certificates_user_idx')
    .on('certificates')
    .columns(['project', 'user_id'])
    .execute();
  await db.schema
    .createTable('signing_keys')
    .addColumn('purpose', 'text', (col) => col.primaryKey())
    .addColumn('kid', 'text', (col) => col.notNull())
    .addColumn('private_jwk', 'jsonb', (col) => col.notNull())
    .addColumn('public_jwk', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .execute();
}

async function createAchievements(db: Db) {
  await db.schema
    .createTable('achievement_awards')
    .addColumn('id', 'uuid', id)
    .addColumn('project', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('awarded_at', 'timestamptz', now)
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addUniqueConstraint('achievement_awards_user_key', ['project', 'user_id', 'key'])
    .execute();
  // Progress keeps only each lesson's latest touch; streaks and activity need every day.
  await db.schema
    .createTable('learning_days')
    .addColumn('project', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('course_id', 'uuid', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('day', 'date', (col) => col.notNull())
    .addPrimaryKeyConstraint('learning_days_pkey', ['project', 'user_id', 'course_id', 'day'])
    .execute();
  await db.schema
    .createIndex('learning_days_course_idx')
    .on('learning_days')
    .columns(['course_id', 'day'])
    .execute();
}

export async function up(db: Db): Promise<void> {
  await createAttempts(db);
  await createCertificates(db);
  await createAchievements(db);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'learning_days',
    'achievement_awards',
    'signing_keys',
    'certificates',
    'quiz_attempts',
  ])
    await db.schema.dropTable(table).execute();
}
