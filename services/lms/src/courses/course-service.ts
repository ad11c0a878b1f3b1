import type {
  CourseChanges,
  CourseDetail,
  CourseInput,
  CourseListQuery,
} from '@pamoja/contract/courses';
import { uniqueOr } from '@pamoja/server-kit/db-errors';
import { conflict, forbidden, unprocessable } from '@pamoja/server-kit/errors';
import type { LearningDb } from '../db/schema';
import { createCourseAccess } from './course-access';
import { toCourse, toLesson } from './course-dto';
import { createCourseRepository } from './course-repository';
import { createOutlineRepository } from './outline-repository';
import { slugOf } from './slug';
import { mayAuthor, type Viewer } from './viewer';

class SlugTaken extends Error {}

export function createCourseService(db: LearningDb) {
  const courses = createCourseRepository(db);
  const outline = createOutlineRepository(db);
  const access = createCourseAccess(db);

  async function checkRequiredLessons(courseId: string, changes: CourseChanges) {
    const required = changes.completionRule?.requiredLessons;
    if (!Array.isArray(required)) return;
    const ids = new Set((await outline.lessons(courseId)).map((lesson) => lesson.id));
    if (required.some((id) => !ids.has(id)))
      throw unprocessable(
        'The completion rule names lessons that are not in this course.',
        'UNKNOWN_LESSONS',
      );
  }

  return {
    async list(viewer: Viewer, query: CourseListQuery) {
      const page = await courses.list(viewer, query);
      return { total: page.total, items: page.rows.map(toCourse) };
    },

    async detail(viewer: Viewer, idOrSlug: string): Promise<CourseDetail> {
      const { course, editable } = await access.visible(viewer, idOrSlug);
      const [sections, lessons, materials, instructors] = await Promise.all([
        outline.sections(course.id),
        outline.lessons(course.id),
        outline.materials(course.id),
        courses.instructorsOf(course.id),
      ]);
      return {
        ...toCourse(course),
        canEdit: editable,
        instructors: instructors.map((i) => ({ userId: i.user_id, name: i.name })),
        sections: sections.map((section) => ({
          id: section.id,
          title: section.title,
          position: section.position,
          lessons: lessons
            .filter((lesson) => lesson.section_id === section.id)
            .map((lesson) => toLesson(lesson, materials, editable)),
        })),
      };
    },

    /** The creator becomes the course's first instructor; the slug is unique in the project. */
    async create(viewer: Viewer, input: CourseInput) {
      if (!mayAuthor(viewer))
        throw forbidden('Only instructors and admins can create courses.', 'NOT_AN_INSTRUCTOR');
      const base = slugOf(input.title);
      // The unique index decides; a clash moves on to `-2`, `-3`, … then a random ending.
      for (let attempt = 1; attempt <= 6; attempt++) {
        const slug =
          attempt === 1
            ? base
            : attempt < 6
              ? `${base}-${attempt}`
              : `${base}-${crypto.randomUUID().slice(0, 8)}`;
        try {
          const row = await uniqueOr(
            () => courses.insert(viewer, input, slug),
            () => new SlugTaken(),
          );
          return toCourse(row);
        } catch (error) {
          if (!(error instanceof SlugTaken) || attempt === 6) throw error;
        }
      }
      throw new Error('unreachable');
    },

    async update(viewer: Viewer, idOrSlug: string, changes: CourseChanges) {
      const course = await access.editable(viewer, idOrSlug);
      await checkRequiredLessons(course.id, changes);
      return toCourse(await courses.update(course.id, changes));
    },

    async remove(viewer: Viewer, idOrSlug: string) {
      const course = await access.editable(viewer, idOrSlug);
      if (!(await courses.deleteDraft(course.id)))
        throw conflict(
          'Only a draft course nobody is enrolled in can be deleted: archive this course instead.',
          'COURSE_NOT_DELETABLE',
        );
    },

    async publish(viewer: Viewer, idOrSlug: string) {
      const course = await access.editable(viewer, idOrSlug);
      if ((await courses.lessonCount(course.id)) === 0)
        throw unprocessable(
          'Add at least one lesson before publishing the course.',
          'COURSE_HAS_NO_LESSONS',
        );
      return toCourse(await courses.setStatus(course.id, 'PUBLISHED'));
    },

    async archive(viewer: Viewer, idOrSlug: string) {
      const course = await access.editable(viewer, idOrSlug);
      return toCourse(await courses.setStatus(course.id, 'ARCHIVED'));
    },

    async instructors(viewer: Viewer) {
      const rows = await courses.instructors(viewer.project);
      return rows.map((row) => ({
        userId: row.user_id,
        name: row.name,
        courseCount: Number(row.course_count),
      }));
    },
  };
}

export type CourseService = ReturnType<typeof createCourseService>;
