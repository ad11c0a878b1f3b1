import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertTalliesHold } from '@pamoja/server-kit/testing/tally-property';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeLearningDatabase } from '../db/migrate';
import { down, up } from '../db/migrations/0008-course-search';
import { buildTestApp } from '../../test/build-test-app';
import { call, ok, personIn, type Person } from '../../test/learning-fixtures';

// A search reads `course_search` (migration 0008), a copy of each course's filter columns and
// lower-cased texts kept by a trigger: it must follow every change of the courses, and a search
// must answer what ILIKE on the courses themselves answers.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const database = async () => scopeLearningDatabase((await sharedTestDatabase()).db);

const PROJECTS = ['search-a', 'search-b'];

/** The search rows of `projects` as the courses give them, and as the trigger kept them. */
async function copies(projects: string[]) {
  const db = (await sharedTestDatabase()).db;
  const rows = async (query: ReturnType<typeof sql<Record<string, unknown>>>) =>
    (await query.execute(db)).rows;
  const fromRows = await rows(sql`select id as course_id, project, status, category, created_at,
      lower(title) as title, lower(summary) as summary
    from learning.courses where project in (${sql.join(projects)}) order by id`);
  // By the course too: a row whose project the trigger failed to move still shows up.
  const kept = await rows(sql`select s.course_id, s.project, s.status, s.category, s.created_at,
      s.title, s.summary
    from learning.course_search s where s.project in (${sql.join(projects)})
      or s.course_id in (select id from learning.courses where project in (${sql.join(projects)}))
    order by s.course_id`);
  return { fromRows, kept };
}

const text = fc.constantFrom('Saving Basics', 'CHAMA loans', 'Élan', 'Bima ya Afya', '');
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    project: fc.constantFrom(...PROJECTS),
    title: text,
    summary: text,
  }),
  fc.record({
    kind: fc.constantFrom('title', 'summary', 'status', 'category', 'project'),
    pick: fc.nat(),
    to: fc.constantFrom('PUBLISHED', 'ARCHIVED', 'Mikopo ya CHAMA', ...PROJECTS),
  }),
  fc.record({ kind: fc.constant('touch' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

async function apply(ids: string[], op: Operation) {
  const db = await database();
  if (op.kind === 'insert') {
    const { title, summary, project } = op;
    const row = { project, title: title || 'Untitled', summary, category: 'finance' };
    const inserted = await db.insertInto('courses').values(row).returning('id').executeTakeFirst();
    ids.push(inserted!.id);
    return;
  }
  const id = ids[op.pick % Math.max(ids.length, 1)];
  if (!id) return;
  const course = db.updateTable('courses').where('id', '=', id);
  if (op.kind === 'delete') await db.deleteFrom('courses').where('id', '=', id).execute();
  else if (op.kind === 'touch') await course.set({ updated_at: new Date() }).execute();
  else if (op.kind === 'status' && ['PUBLISHED', 'ARCHIVED'].includes(op.to))
    await course.set({ status: op.to }).execute();
  else if (op.kind === 'project' && PROJECTS.includes(op.to))
    await course.set({ project: op.to }).execute();
  else if (op.kind === 'title' || op.kind === 'summary' || op.kind === 'category')
    await course.set({ [op.kind]: op.to }).execute();
}

describe('course_search', () => {
  it('equals the courses, lower-cased, after any mix of changes, four at a time', async () => {
    const ids: string[] = [];
    await assertTalliesHold(
      operation,
      (op) => apply(ids, op),
      () => copies(PROJECTS),
    );
    // The property had courses to copy, some of them with text to lower.
    const { fromRows } = await copies(PROJECTS);
    expect(fromRows.length).toBeGreaterThan(0);
  });

  it('starts from the courses already there when the migration runs', async () => {
    const db = await database();
    await db
      .insertInto('courses')
      .values({ project: 'search-backfill', title: 'Before The Index', category: 'finance' })
      .execute();
    // Undone and done again over this worker's database, courses and all.
    await down((await sharedTestDatabase()).db);
    await up((await sharedTestDatabase()).db);
    const { fromRows, kept } = await copies(['search-backfill', ...PROJECTS]);
    expect(fromRows.some((row) => row.title === 'before the index')).toBe(true);
    expect(kept).toEqual(fromRows);
  });
});

describe('GET courses?search', () => {
  const project = 'search-viewers';
  let teacher: Person;
  let admin: Person;
  let learner: Person;
  const titles = (response: Awaited<ReturnType<typeof call>>) =>
    (response.json().data as { title: string }[]).map((course) => course.title);

  beforeAll(async () => {
    [teacher, admin, learner] = await Promise.all([
      personIn(project, 'INSTRUCTOR'),
      personIn(project, 'ADMIN'),
      personIn(project),
    ]);
    const course = (title: string, summary: string, category = 'finance') =>
      ok(call(app, teacher, 'POST', 'courses', { title, summary, category }));
    const published = async (title: string, summary: string, category?: string) => {
      const created = await course(title, summary, category);
      const section = await ok(
        call(app, teacher, 'POST', `courses/${created.id}/sections`, { title: 'One' }),
      );
      await ok(
        call(app, teacher, 'POST', `courses/${created.id}/lessons`, {
          sectionId: section.id,
          title: 'Read',
          type: 'TEXT',
          content: { markdown: 'Text' },
        }),
      );
      await ok(call(app, teacher, 'PUT', `courses/${created.id}/publish`));
      return created;
    };
    await published('Chama Savings', 'Pool money together');
    await published('Farm loans', 'How a CHAMA lends', 'agri');
    await published('100% Discount', 'Prices with a percent sign');
    await course('Chama draft', 'Not yet out');
    const archived = await published('Old chama rules', 'Archived');
    await ok(call(app, teacher, 'PUT', `courses/${archived.id}/archive`));
  });

  it('matches title or summary in any case, as ILIKE did, newest first', async () => {
    const response = await call(app, learner, 'GET', 'courses?search=cHaMa');
    expect(titles(response)).toEqual(['Farm loans', 'Chama Savings']);
    expect(response.json().pagination.total).toBe(2);
  });

  it.each([
    ['learner', 'search=chama', ['Farm loans', 'Chama Savings']],
    ['teacher', 'search=chama', ['Old chama rules', 'Chama draft', 'Farm loans', 'Chama Savings']],
    ['teacher', 'search=chama&mine=true&status=DRAFT', ['Chama draft']],
    ['admin', 'search=chama&status=ARCHIVED', ['Old chama rules']],
    ['admin', 'search=chama&category=agri', ['Farm loans']],
    ['learner', 'search=100%25', ['100% Discount']],
    ['learner', 'search=1_0', []],
    ['learner', 'search=savings pool', []],
  ] as const)('gives the %s %s', async (who, query, expected) => {
    const viewer = { learner, teacher, admin }[who];
    const response = await call(app, viewer, 'GET', `courses?${query}`);
    expect(titles(response)).toEqual(expected);
    expect(response.json().pagination.total).toBe(expected.length);
  });

  it('pages a search and counts it past its end', async () => {
    const first = await call(app, teacher, 'GET', 'courses?search=chama&limit=3');
    const second = await call(app, teacher, 'GET', 'courses?search=chama&limit=3&page=2');
    const beyond = await call(app, teacher, 'GET', 'courses?search=chama&limit=3&page=5');
    expect([...titles(first), ...titles(second)]).toHaveLength(4);
    expect(titles(second)).toEqual(['Chama Savings']);
    expect(titles(beyond)).toEqual([]);
    expect(beyond.json().pagination.total).toBe(4);
  });

  it('finds a course by its new title once renamed, and no longer by the old one', async () => {
    const course = await ok(
      call(app, teacher, 'POST', 'courses', { title: 'Mikopo Midogo', category: 'finance' }),
    );
    await ok(call(app, teacher, 'PUT', `courses/${course.id}`, { title: 'Bima ya Afya' }));
    expect(titles(await call(app, teacher, 'GET', 'courses?search=mikopo'))).toEqual([]);
    expect(titles(await call(app, teacher, 'GET', 'courses?search=BIMA'))).toEqual([
      'Bima ya Afya',
    ]);
    await ok(call(app, teacher, 'DELETE', `courses/${course.id}`));
    expect(titles(await call(app, teacher, 'GET', 'courses?search=BIMA'))).toEqual([]);
  });
});
