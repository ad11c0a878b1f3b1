import type { LessonInput, OutlineInput } from '@pamoja/contract/lessons';
import { conflict, notFound, unprocessable } from '@pamoja/server-kit/errors';
import {
  createCourseAccess,
  createOutlineRepository,
  isUuid,
  toLesson,
  type Viewer,
} from '../courses/courses-module';
import type { LearningDb } from '../db/schema';
import { createLessonRepository } from './lesson-repository';

const toSection = (row: { id: string; title: string; position: number }) => ({
  id: row.id,
  title: row.title,
  position: row.position,
});

/** Sections and lessons of a course, changed by its instructors and the project's admins. */
export function createLessonService(db: LearningDb) {
  const access = createCourseAccess(db);
  const lessons = createLessonRepository(db);
  const outline = createOutlineRepository(db);

  async function sectionOf(courseId: string, sectionId: string) {
    const section = isUuid(sectionId) ? await lessons.findSection(courseId, sectionId) : undefined;
    if (!section) throw notFound('Section');
    return section;
  }

  async function lessonOf(courseId: string, lessonId: string) {
    const lesson = isUuid(lessonId) ? await lessons.findLesson(courseId, lessonId) : undefined;
    if (!lesson) throw notFound('Lesson');
    return lesson;
  }

  async function checkInput(courseId: string, input: LessonInput, lessonId?: string) {
    if (!(await lessons.findSection(courseId, input.sectionId)))
      throw unprocessable('Choose a section of this course for the lesson.', 'UNKNOWN_SECTION');
    const fileId = 'fileId' in input.content ? input.content.fileId : undefined;
    if (!fileId) return;
    const own = lessonId ? await lessons.materialIds(lessonId) : [];
    if (!own.some((material) => material.id === fileId))
      throw unprocessable(
        "The lesson's file must be one of its own materials: upload it first.",
        'UNKNOWN_MATERIAL',
      );
  }

  async function withMaterials(row: Awaited<ReturnType<typeof lessonOf>>) {
    const materials = (await outline.materials(row.course_id)).filter(
      (m) => m.lesson_id === row.id,
    );
    return toLesson(row, materials, true);
  }

  return {
    async createSection(viewer: Viewer, courseId: string, title: string) {
      const course = await access.editable(viewer, courseId);
      return toSection(await lessons.insertSection(viewer.project, course.id, title));
    },

    async updateSection(viewer: Viewer, courseId: string, sectionId: string, title: string) {
      const course = await access.editable(viewer, courseId);
      const section = await sectionOf(course.id, sectionId);
      return toSection(await lessons.updateSection(section.id, title));
    },

    async deleteSection(viewer: Viewer, courseId: string, sectionId: string) {
      const course = await access.editable(viewer, courseId);
      const section = await sectionOf(course.id, sectionId);
      const inIt = (await outline.lessons(course.id)).some((l) => l.section_id === section.id);
      if (inIt)
        throw conflict('Move or delete the lessons of this section first.', 'SECTION_NOT_EMPTY');
      await lessons.deleteSection(section.id);
    },

    async createLesson(viewer: Viewer, courseId: string, input: LessonInput) {
      const course = await access.editable(viewer, courseId);
      await checkInput(course.id, input);
      return withMaterials(await lessons.insertLesson(viewer.project, course.id, input));
    },

    async updateLesson(viewer: Viewer, courseId: string, lessonId: string, input: LessonInput) {
      const course = await access.editable(viewer, courseId);
      const lesson = await lessonOf(course.id, lessonId);
      await checkInput(course.id, input, lesson.id);
      const moved = lesson.section_id !== input.sectionId;
      return withMaterials(await lessons.updateLesson(lesson.id, input, moved));
    },

    async deleteLesson(viewer: Viewer, courseId: string, lessonId: string) {
      const course = await access.editable(viewer, courseId);
      const lesson = await lessonOf(course.id, lessonId);
      await lessons.deleteLesson(lesson.id);
    },

    /** The new order must name every section and every lesson of the course exactly once. */
    async reorder(viewer: Viewer, courseId: string, input: OutlineInput) {
      const course = await access.editable(viewer, courseId);
      const [sections, all] = await Promise.all([
        outline.sections(course.id),
        outline.lessons(course.id),
      ]);
      const sent = input.sections.map((s) => s.id);
      const sentLessons = input.sections.flatMap((s) => s.lessonIds);
      const same = (a: string[], b: string[]) =>
        a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));
      if (
        !same(
          sent,
          sections.map((s) => s.id),
        ) ||
        !same(
          sentLessons,
          all.map((l) => l.id),
        )
      )
        throw unprocessable(
          'Send every section and every lesson of the course exactly once, in their new order.',
          'OUTLINE_MISMATCH',
        );
      await lessons.reorder(course.id, input);
    },
  };
}

export type LessonService = ReturnType<typeof createLessonService>;
