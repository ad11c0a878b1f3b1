import type { z } from 'zod';
import type { CourseDetail, courseChanges } from '@pamoja/contract/courses';

export type DetailsInput = z.input<typeof courseChanges>;
export type DetailsOutput = z.output<typeof courseChanges>;

/** Every field the details form edits, so the server's `details[].path` lands on one of them. */
export const DETAIL_FIELDS = [
  'title',
  'summary',
  'description',
  'category',
  'level',
  'language',
  'estimatedMinutes',
  'thumbnailFileId',
  'completionRule.requiredLessons',
  'completionRule.quizPassMark',
  'completionRule.minMinutes',
] as const;

export function detailsOf(course: CourseDetail): DetailsInput {
  return {
    title: course.title,
    summary: course.summary,
    description: course.description,
    category: course.category,
    level: course.level,
    language: course.language as 'en' | 'sw' | 'fr',
    estimatedMinutes: course.estimatedMinutes,
    thumbnailFileId: course.thumbnailFileId,
    completionRule: course.completionRule,
  };
}

/** The course's lessons in outline order, for the "required lessons" list. */
export function lessonsOf(course: CourseDetail) {
  return course.sections.flatMap((section) => section.lessons);
}
