import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertTalliesHold } from '@pamoja/server-kit/testing/tally-property';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeLearningDatabase } from '../db/migrate';
import type { LearningDb } from '../db/schema';
import { down, up } from '../db/migrations/0006-catalogue-counts';
import { buildTestApp } from '../../test/build-test-app';
import { call, courseWithLessons, ok, personIn, type Person } from '../../test/learning-fixtures';

// The catalogue's totals come from `course_counts` (migration 0006), which must equal a count
// of the courses themselves after any mix of changes, and give each viewer the total of the
// rows they are shown.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const database = async () => (await sharedTestDatabase()).db;

/** The counts of the given projects as their courses give them, and as the triggers kept them. */
async function counts(projects: string[]) {
  const db = await database();
  const rows = async (query: ReturnType<typeof sql<Record<string, string>>>) =>
    (await query.execute(db)).rows;
  const fromCourses = await rows(sql`select project, status, category, count(*)::text as count
    from learning.courses where project in (${sql.join(projects)})
    group by 1, 2, 3 order by 1, 2, 3`);
  const kept = await rows(sql`select project, status, category, count::text as count
    from learning.course_counts where project in (${sql.join(projects)}) and count <> 0
    order by 1, 2, 3`);
  return { fromCourses, kept };
}

const PROJECTS = ['counts-a', 'counts-b'];
const STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'];
const CATEGORIES = ['finance', 'health', 'sales'];

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    rows: fc.array(
      fc.record({
        project: fc.constantFrom(...PROJECTS),
        status: fc.constantFrom(...STATUSES),
        category: fc.constantFrom(...CATEGORIES),
      }),
      { minLength: 1, maxLength: 5 },
    ),
  }),
  fc.record({
    kind: fc.constant('status' as const),
    pick: fc.nat(),
    to: fc.constantFrom(...STATUSES),
  }),
  fc.record({
    kind: fc.constant('category' as const),
    pick: fc.nat(),
    to: fc.constantFrom(...CATEGORIES),
  }),
  fc.record({
    kind: fc.constant('project' as const),
    pick: fc.nat(),
    to: fc.constantFrom(...PROJECTS),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('publish-all' as const), project: fc.constantFrom(...PROJECTS) }),
  fc.record({ kind: fc.constant('touch-all' as const) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/**
 * The rows a bulk change takes, locked in id order first: two bulk updates scanning in different
 * orders (one by index, one by heap) would otherwise deadlock on the rows themselves, whatever
 * the counts do.
 */
const lockedInIdOrder = (db: LearningDb, project?: string) => {
  let rows = db.selectFrom('courses').select('id').where('project', 'in', PROJECTS);
  if (project) rows = rows.where('project', '=', project);
  return rows.orderBy('id').forUpdate();
};

async function apply(ids: string[], op: Operation) {
  const db = scopeLearningDatabase(await database());
  const courses = () => db.updateTable('courses').where('project', 'in', PROJECTS);
  const id = 'pick' in op ? ids[op.pick % Math.max(ids.length, 1)] : undefined;
  if (op.kind === 'insert') {
    const rows = op.rows.map((row, at) => ({ ...row, title: `Course ${ids.length + at}` }));
    const inserted = await db.insertInto('courses').values(rows).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  } else if (op.kind === 'publish-all') {
    // Many rows in one statement, some of them moving between counts.
    await courses()
      .where('id', 'in', lockedInIdOrder(db, op.project))
      .set({ status: 'PUBLISHED' })
      .execute();
  } else if (op.kind === 'touch-all') {
    // Many rows whose counts do not change.
    await courses()
      .where('id', 'in', lockedInIdOrder(db))
      .set({ updated_at: new Date() })
      .execute();
  } else if (!id) {
    return;
  } else if (op.kind === 'delete') {
    await db.deleteFrom('courses').where('id', '=', id).execute();
  } else {
    const column = op.kind === 'status' ? 'status' : op.kind;
    await courses()
      .where('id', '=', id)
      .set({ [column]: op.to })
      .execute();
  }
}

describe('course counts', () => {
  it('equal a count of the courses after any mix of changes, four at a time', async () => {
    const ids: string[] = [];
    await assertTalliesHold(
      operation,
      (op) => apply(ids, op),
      async () => {
        const { fromCourses, kept } = await counts(PROJECTS);
        return { fromRows: fromCourses, kept };
      },
    );
    // The property had something to count.
    expect((await counts(PROJECTS)).fromCourses.length).toBeGreaterThan(0);
  });

  it('start from the courses already there when the migration runs', async () => {
    const db = await database();
    await apply([], {
      kind: 'insert',
      rows: [{ project: 'counts-backfill', status: 'PUBLISHED', category: 'finance' }],
    });
    // Undone and done again over this worker's database, courses and all.
    await down(db);
    await up(db);
    const { fromCourses, kept } = await counts(['counts-backfill', ...PROJECTS]);
    expect(fromCourses.length).toBeGreaterThan(0);
    expect(kept).toEqual(fromCourses);
  });
});

describe('GET courses: totals from the counts', () => {
  const project = 'counts-viewers';
  let teacher: Person;
  let admin: Person;
  let learner: Person;

  beforeAll(async () => {
    [teacher, admin, learner] = await Promise.all([
      personIn(project, 'INSTRUCTOR'),
      personIn(project, 'ADMIN'),
      personIn(project),
    ]);
    const other = await personIn(project, 'INSTRUCTOR');
    await courseWithLessons(app, teacher, { title: 'Teacher published' });
    await courseWithLessons(app, teacher, { title: 'Teacher draft', publish: false });
    await courseWithLessons(app, other, { title: 'Other published' });
    await courseWithLessons(app, other, { title: 'Other draft', publish: false });
    const { course: archived } = await courseWithLessons(app, other, { title: 'Other archived' });
    await ok(call(app, other, 'PUT', `courses/${archived.id}/archive`));
  });

  it.each([
    ['learner', '', 2],
    ['learner', '&status=DRAFT', 0],
    ['teacher', '', 3],
    ['teacher', '&status=DRAFT', 1],
    ['teacher', '&status=PUBLISHED', 2],
    ['teacher', '&category=none', 0],
    ['admin', '', 5],
    ['admin', '&status=ARCHIVED', 1],
  ] as const)('gives the %s%s the number of the courses listed', async (who, query, expected) => {
    const viewer = { learner, teacher, admin }[who];
    const response = await call(app, viewer, 'GET', `courses?limit=100${query}`);
    const { data, pagination } = response.json();
    expect(data).toHaveLength(expected);
    expect(pagination.total).toBe(expected);
    // A page past the end asks the count alone.
    const beyond = await call(app, viewer, 'GET', `courses?limit=1&page=9${query}`);
    expect(beyond.json().pagination.total).toBe(expected);
  });
});
