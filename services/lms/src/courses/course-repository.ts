import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { CourseChanges, CourseInput, CourseListQuery } from '@pamoja/contract/courses';
import { containsPattern, fetchPage, type CountQuery } from '@pamoja/server-kit/pagination';
import type { LearningDatabase, LearningDb } from '../db/schema';
import { isUuid, type Viewer } from './viewer';

export type CourseRow = Selectable<LearningDatabase['courses']>;

const columnsOf = (changes: CourseChanges) => ({
  ...(changes.title !== undefined && { title: changes.title }),
  ...(changes.summary !== undefined && { summary: changes.summary }),
  ...(changes.description !== undefined && { description: changes.description }),
  ...(changes.category !== undefined && { category: changes.category }),
  ...(changes.level !== undefined && { level: changes.level }),
  ...(changes.language !== undefined && { language: changes.language }),
  ...(changes.thumbnailFileId !== undefined && { thumbnail_file_id: changes.thumbnailFileId }),
  ...(changes.estimatedMinutes !== undefined && { estimated_minutes: changes.estimatedMinutes }),
  ...(changes.completionRule !== undefined && {
    completion_rule: JSON.stringify(changes.completionRule),
  }),
});

export function createCourseRepository(db: LearningDb) {
  /**
   * The list's total from `course_counts` (migration 0006) instead of counting the project's
   * courses: an admin's is the tallies' sum; anyone else sees the published courses and, besides
   * them, the few others they teach.
   */
  function countFromTallies(viewer: Viewer, query: CourseListQuery): CountQuery {
    const tallied = (status: string | undefined) => {
      let q = db
        .selectFrom('course_counts')
        .select(sql<string>`coalesce(sum(count), 0)`.as('total'))
        .where('project', '=', viewer.project);
      if (status) q = q.where('status', '=', status);
      if (query.category) q = q.where('category', '=', query.category);
      return q;
    };
    if (viewer.isAdmin) return tallied(query.status);
    let taught = db
      .selectFrom('course_instructors as ci')
      .innerJoin('courses', 'courses.id', 'ci.course_id')
      .select(sql<string>`count(*)`.as('total'))
      .where('ci.user_id', '=', viewer.userId)
      .where('courses.project', '=', viewer.project)
      .where('courses.status', '<>', 'PUBLISHED');
    if (query.status) taught = taught.where('courses.status', '=', query.status);
    if (query.category) taught = taught.where('courses.category', '=', query.category);
    if (query.status && query.status !== 'PUBLISHED') return taught;
    return db.selectNoFrom(
      sql<string>`(${tallied('PUBLISHED')}) + (${taught})`.as('total'),
    ) as unknown as CountQuery;
  }

  /**
   * A search reads `course_search` (migration 0008): what the catalogue filters on and the
   * lower-cased title and summary, so each trigram match is rechecked in a narrow row with LIKE,
   * the same test as ILIKE. Only the page's courses are read whole, and the count reads no course:
   * two and a half times the statements a second of the search on `courses`
   * (docs/domains/courses.md#search).
   */
  async function searched(viewer: Viewer, query: CourseListQuery, search: string) {
    const pattern = sql<string>`lower(${containsPattern(search)})`;
    const taught = db
      .selectFrom('course_instructors as ci')
      .select('ci.course_id')
      .where('ci.user_id', '=', viewer.userId);
    let found = db.selectFrom('course_search as found').where('found.project', '=', viewer.project);
    if (query.mine) found = found.where('found.course_id', 'in', taught);
    else if (!viewer.isAdmin)
      found = found.where((eb) =>
        eb.or([eb('found.status', '=', 'PUBLISHED'), eb('found.course_id', 'in', taught)]),
      );
    if (query.category) found = found.where('found.category', '=', query.category);
    if (query.status) found = found.where('found.status', '=', query.status);
    found = found.where((eb) =>
      eb.or([eb('found.title', 'like', pattern), eb('found.summary', 'like', pattern)]),
    );
    // The matches are found once, for the count and the page's keys both: the page's keys come
    // from the search rows alone, in the list's order (joined to the courses first, PostgreSQL
    // hashed every course of the project to sort 555 matches).
    const offset = (query.page - 1) * query.limit;
    const counted = found.select(sql<string>`count(*)`.as('total'));
    const rows = await db
      .with('matches', () => found.select(['found.course_id', 'found.created_at']))
      .selectFrom('courses')
      .selectAll('courses')
      .select((eb) =>
        eb
          .selectFrom('matches')
          .select(sql<string>`count(*)`.as('total'))
          .as('search_total'),
      )
      .where('courses.id', 'in', (eb) =>
        eb
          .selectFrom('matches')
          .select('matches.course_id')
          .orderBy('matches.created_at', 'desc')
          .orderBy('matches.course_id')
          .limit(query.limit)
          .offset(offset),
      )
      .orderBy('courses.created_at', 'desc')
      .orderBy('courses.id')
      .execute();
    // A page past the end has no row to carry the count: only then is it asked alone.
    if (rows.length === 0) {
      const total = offset === 0 ? 0 : Number((await counted.executeTakeFirstOrThrow()).total);
      return { rows: [], total };
    }
    const total = Number(rows[0]!.search_total);
    return { rows: rows.map(({ search_total: _total, ...row }) => row), total };
  }

  return {
    /**
     * The courses a viewer may see, newest first: learners the published ones, an instructor
     * also their own, an admin all of the project. `mine` keeps only those the viewer teaches.
     */
    async list(viewer: Viewer, query: CourseListQuery) {
      if (query.search) return searched(viewer, query, query.search);
      let q = db.selectFrom('courses').selectAll().where('project', '=', viewer.project);
      const teaches = (eb: ExpressionBuilder<LearningDatabase, 'courses'>) =>
        eb.exists(
          eb
            .selectFrom('course_instructors as ci')
            .select('ci.user_id')
            .whereRef('ci.course_id', '=', 'courses.id')
            .where('ci.user_id', '=', viewer.userId),
        );
      if (query.mine) q = q.where(teaches);
      else if (!viewer.isAdmin)
        q = q.where((eb) => eb.or([eb('status', '=', 'PUBLISHED'), teaches(eb)]));
      if (query.category) q = q.where('category', '=', query.category);
      if (query.status) q = q.where('status', '=', query.status);
      // `mine` narrows to few courses: it counts its own rows.
      const count = query.mine ? undefined : countFromTallies(viewer, query);
      // The catalogue's index holds every column the filters read, and walks backwards as well:
      // a page near the end is read from there.
      return fetchPage(q.orderBy('created_at', 'desc').orderBy('id'), query, count, {
        keyFirst: 'courses.id',
        reversed: q.orderBy('created_at', 'asc').orderBy('id', 'desc'),
      });
    },

    /** A course of the project by its id or its slug. */
    find(project: string, idOrSlug: string) {
      return db
        .selectFrom('courses')
        .selectAll()
        .where('project', '=', project)
        .where(isUuid(idOrSlug) ? 'id' : 'slug', '=', idOrSlug)
        .executeTakeFirst();
    },

    async isInstructor(courseId: string, userId: string) {
      const row = await db
        .selectFrom('course_instructors')
        .select('user_id')
        .where('course_id', '=', courseId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async isEnrolled(courseId: string, userId: string) {
      const row = await db
        .selectFrom('enrollments')
        .select('id')
        .where('course_id', '=', courseId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    instructorsOf(courseId: string) {
      return db
        .selectFrom('course_instructors')
        .select(['user_id', 'name'])
        .where('course_id', '=', courseId)
        .orderBy('created_at')
        .execute();
    },

    /** Inserts the course and its creator as its first instructor, in one transaction. */
    insert(viewer: Viewer, input: CourseInput, slug: string) {
      return db.transaction().execute(async (trx) => {
        const course = await trx
          .insertInto('courses')
          .values({
            project: viewer.project,
            slug,
            title: input.title,
            summary: input.summary,
            description: input.description,
            category: input.category,
            level: input.level,
            language: input.language,
            thumbnail_file_id: input.thumbnailFileId,
            estimated_minutes: input.estimatedMinutes,
            completion_rule: JSON.stringify(input.completionRule),
            created_by: viewer.userId,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('course_instructors')
          .values({
            course_id: course.id,
            project: viewer.project,
            user_id: viewer.userId,
            name: viewer.name,
          })
          .execute();
        return course;
      });
    },

    update(courseId: string, changes: CourseChanges) {
      return db
        .updateTable('courses')
        .set({ ...columnsOf(changes), updated_at: new Date() })
        .where('id', '=', courseId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    setStatus(courseId: string, status: 'PUBLISHED' | 'ARCHIVED') {
      return db
        .updateTable('courses')
        .set({
          status,
          updated_at: new Date(),
          ...(status === 'PUBLISHED' && { published_at: sql<Date>`coalesce(published_at, now())` }),
        })
        .where('id', '=', courseId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Deletes a draft nobody is enrolled in; false when the course is not such a draft. */
    async deleteDraft(courseId: string) {
      const result = await db
        .deleteFrom('courses')
        .where('id', '=', courseId)
        .where('status', '=', 'DRAFT')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('enrollments').select('id').where('course_id', '=', courseId))),
        )
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async lessonCount(courseId: string) {
      const row = await db
        .selectFrom('lessons')
        .select(sql<string>`count(*)`.as('n'))
        .where('course_id', '=', courseId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** People who teach some course of the project, with how many. */
    instructors(project: string) {
      return db
        .selectFrom('course_instructors')
        .select([
          'user_id',
          sql<string>`max(name)`.as('name'),
          sql<string>`count(*)`.as('course_count'),
        ])
        .where('project', '=', project)
        .groupBy('user_id')
        .orderBy(sql`max(name)`)
        .orderBy('user_id')
        .execute();
    },
  };
}

export type CourseRepository = ReturnType<typeof createCourseRepository>;
