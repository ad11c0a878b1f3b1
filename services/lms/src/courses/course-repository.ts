import type { Course, CourseListQuery } from '@pamoja/contract/courses';
import { containsPattern, fetchPage } from '@pamoja/server-kit/pagination';
import type { LearningDb } from '../db/schema';

export function createCourseRepository(db: LearningDb) {
  return {
    /** Courses of one project, newest first, filtered as the course list asks. */
    async list(project: string, query: CourseListQuery) {
      let q = db.selectFrom('courses').selectAll().where('project', '=', project);
      if (query.category) q = q.where('category', '=', query.category);
      if (query.status) q = q.where('status', '=', query.status);
      if (query.search) {
        const pattern = containsPattern(query.search);
        q = q.where((eb) =>
          eb.or([eb('title', 'ilike', pattern), eb('description', 'ilike', pattern)]),
        );
      }
      const page = await fetchPage(q.orderBy('created_at', 'desc').orderBy('id'), query);
      return {
        total: page.total,
        items: page.rows.map((row): Course => ({
          id: row.id,
          title: row.title,
          description: row.description,
          category: row.category,
          status: row.status as Course['status'],
          createdAt: row.created_at.toISOString(),
        })),
      };
    },
  };
}

export type CourseRepository = ReturnType<typeof createCourseRepository>;
