import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_FIRST_OFFSET } from '@pamoja/server-kit/pagination';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp } from '../../test/build-test-app';
import { call, personIn, type Person } from '../../test/learning-fixtures';

// Pages from KEY_FIRST_OFFSET on are read from the nearer end of the catalogue, backwards: they
// must hold the very rows the list's order puts there, for every kind of viewer.

const project = 'deep-pages';
const COURSES = 1500;
let app: FastifyInstance;
let learner: Person;
let teacher: Person;
let admin: Person;

beforeAll(async () => {
  app = await buildTestApp();
  [learner, teacher, admin] = await Promise.all([
    personIn(project),
    personIn(project, 'INSTRUCTOR'),
    personIn(project, 'ADMIN'),
  ]);
  const db = (await sharedTestDatabase()).db;
  // Three courses share each creation time, so only the id orders them; every seventh is a
  // draft and every eleventh archived.
  await sql`insert into learning.courses (project, title, category, status, created_at)
    select ${project}, 'Course ' || n, 'finance',
      case when n % 7 = 0 then 'DRAFT' when n % 11 = 0 then 'ARCHIVED' else 'PUBLISHED' end,
      timestamptz '2026-01-01' + (n / 3) * interval '1 minute'
    from generate_series(1, ${COURSES}) n`.execute(db);
  // The teacher teaches every draft whose number ends in 5: the learner never sees those.
  await sql`insert into learning.course_instructors (course_id, project, user_id)
    select id, project, ${teacher.userId}::uuid from learning.courses
    where project = ${project} and status = 'DRAFT' and title like '%5'`.execute(db);
});
afterAll(() => app.close());

/** The ids a viewer sees, in the list's order (newest first, then by id), as SQL gives them. */
async function expectedIds(viewer: 'learner' | 'teacher' | 'admin') {
  const db = (await sharedTestDatabase()).db;
  const seen =
    viewer === 'admin'
      ? sql`true`
      : viewer === 'learner'
        ? sql`status = 'PUBLISHED'`
        : sql`(status = 'PUBLISHED' or exists (select 1 from learning.course_instructors ci
            where ci.course_id = c.id and ci.user_id = ${teacher.userId}))`;
  const { rows } = await sql<{ id: string }>`select id from learning.courses c
    where project = ${project} and ${seen} order by created_at desc, id`.execute(db);
  return rows.map((row) => row.id);
}

describe('GET courses: deep pages', () => {
  it.each(['learner', 'teacher', 'admin'] as const)(
    'gives the %s the rows of each deep page, nearer either end and past it',
    async (who) => {
      const viewer = { learner, teacher, admin }[who];
      const ids = await expectedIds(who);
      expect(ids.length).toBeGreaterThan(KEY_FIRST_OFFSET);
      const limit = 40;
      const first = KEY_FIRST_OFFSET / limit + 1;
      const last = Math.ceil(ids.length / limit);
      for (const page of [first, first + 1, last - 1, last, last + 1]) {
        const response = await call(app, viewer, 'GET', `courses?limit=${limit}&page=${page}`);
        expect(response.statusCode).toBe(200);
        const { data, pagination } = response.json();
        expect(pagination.total).toBe(ids.length);
        const offset = (page - 1) * limit;
        expect(
          data.map((course: { id: string }) => course.id),
          `${who} page ${page}`,
        ).toEqual(ids.slice(offset, offset + limit));
      }
    },
  );
});
