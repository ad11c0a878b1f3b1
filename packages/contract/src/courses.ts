import { z } from 'zod';
import { paginatedResponse, paginationQuery, successResponse } from './api-response';
import { courseIdOrSlug, lessonSchema, sectionSchema } from './lessons';

export const courseStatuses = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type CourseStatus = (typeof courseStatuses)[number];
export const courseStatusSchema = z.enum(courseStatuses, {
  error: `must be one of ${courseStatuses.join(', ')}`,
});

export const courseLevels = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export const courseLevelSchema = z.enum(courseLevels, {
  error: `must be one of ${courseLevels.join(', ')}`,
});

export const courseListQuery = paginationQuery.extend({
  category: z.string().trim().min(1).max(100).optional(),
  status: courseStatusSchema.optional(),
  search: z.string().max(100).optional(),
  /** `true`: only the courses the caller teaches (an ADMIN narrowing the whole project). */
  mine: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true')
    .meta({ description: 'true: only the courses the caller is an instructor of' }),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

/**
 * When an enrolment is complete: the required lessons (`all` = every lesson marked required)
 * done, each required quiz passed with at least `quizPassMark` percent, and `minMinutes` spent.
 */
export const completionRuleSchema = z.object({
  requiredLessons: z.union([z.literal('all'), z.array(z.uuid()).max(500)]),
  quizPassMark: z.number().int().min(0, 'must be 0 or more').max(100, 'must be 100 or less'),
  minMinutes: z.number().int().min(0, 'must be 0 or more').max(100_000),
});
export type CompletionRule = z.infer<typeof completionRuleSchema>;
export const DEFAULT_COMPLETION_RULE: CompletionRule = {
  requiredLessons: 'all',
  quizPassMark: 70,
  minMinutes: 0,
};

export const instructorSchema = z.object({ userId: z.uuid(), name: z.string() });

export const courseSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  category: z.string(),
  level: courseLevelSchema,
  language: z.string(),
  thumbnailFileId: z.uuid().nullable(),
  status: courseStatusSchema,
  estimatedMinutes: z.number().int(),
  completionRule: completionRuleSchema,
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Course = z.infer<typeof courseSchema>;
export const courseListResponse = paginatedResponse(courseSchema);

/** A course with its outline: sections in order, each with its lessons in order. */
export const courseDetailSchema = courseSchema.extend({
  instructors: z.array(instructorSchema),
  sections: z.array(sectionSchema.extend({ lessons: z.array(lessonSchema) })),
  /** Whether the caller may edit it (its instructors, ADMIN); they also see quiz answers. */
  canEdit: z.boolean(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;
export const courseDetailResponse = successResponse(courseDetailSchema);
export const courseResponse = successResponse(courseSchema);

const title = z
  .string({ error: 'enter a title' })
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(160, 'must be at most 160 characters');

export const courseInput = z.object({
  title,
  summary: z.string().trim().max(300, 'must be at most 300 characters').default(''),
  /** Markdown; the web app renders it safely. */
  description: z.string().max(1000, 'must be at most 1000 characters').default(''),
  category: z
    .string({ error: 'enter a category' })
    .trim()
    .min(1, 'enter a category')
    .max(100, 'must be at most 100 characters'),
  level: courseLevelSchema.default('BEGINNER'),
  language: z.enum(['en', 'sw', 'fr'], { error: 'must be en, sw or fr' }).default('en'),
  /** An image uploaded to the main service (`file-upload/single`). */
  thumbnailFileId: z.uuid('must be a file id').nullable().default(null),
  estimatedMinutes: z.number().int().min(0).max(100_000).default(0),
  completionRule: completionRuleSchema.default(DEFAULT_COMPLETION_RULE),
});
export type CourseInput = z.infer<typeof courseInput>;

export const courseChanges = z.object({
  title: title.optional(),
  summary: z.string().trim().max(300, 'must be at most 300 characters').optional(),
  description: z.string().max(1000, 'must be at most 1000 characters').optional(),
  category: z.string().trim().min(1, 'enter a category').max(100).optional(),
  level: courseLevelSchema.optional(),
  language: z.enum(['en', 'sw', 'fr'], { error: 'must be en, sw or fr' }).optional(),
  thumbnailFileId: z.uuid('must be a file id').nullable().optional(),
  estimatedMinutes: z.number().int().min(0).max(100_000).optional(),
  completionRule: completionRuleSchema.optional(),
});
export type CourseChanges = z.infer<typeof courseChanges>;

/** A course by its id or its slug. */
export const courseParams = z.object({ id: courseIdOrSlug });

export const instructorSummarySchema = instructorSchema.extend({
  courseCount: z.number().int(),
});
export const instructorListResponse = successResponse(z.array(instructorSummarySchema));
