import { z } from 'zod';
import { paginatedResponse, paginationQuery, successResponse } from './api-response';
import { courseIdOrSlug } from './lessons';

export const enrollmentStatuses = ['ACTIVE', 'WITHDRAWN', 'COMPLETED'] as const;
export type EnrollmentStatus = (typeof enrollmentStatuses)[number];

const person = z.object({
  userId: z.uuid('must be a user id'),
  /** Shown to instructors until the person opens the course themselves. */
  name: z.string().trim().max(120, 'must be at most 120 characters').optional(),
});

/**
 * `{ courseId }` enrols the caller. With `userIds` (the members of a team, as the caller knows
 * them) a course's instructor or an ADMIN enrols those people instead.
 */
export const enrollmentInput = z.object({
  courseId: z.uuid('choose a course'),
  userIds: z
    .array(person)
    .min(1, 'choose at least 1 person')
    .max(500, 'choose at most 500 people')
    .optional(),
});
export type EnrollmentInput = z.infer<typeof enrollmentInput>;

export const enrollmentSchema = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  userId: z.uuid(),
  status: z.enum(enrollmentStatuses),
  enrolledBy: z.uuid(),
  enrolledAt: z.iso.datetime(),
  withdrawnAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;
export const enrollmentResponse = successResponse(enrollmentSchema);

export const bulkEnrollmentResponse = successResponse(
  z.object({
    enrolled: z.array(z.uuid()),
    skipped: z.array(z.object({ userId: z.uuid(), reason: z.string() })),
  }),
);

export const myEnrollmentSchema = enrollmentSchema.extend({
  courseTitle: z.string(),
  courseSlug: z.string(),
  percent: z.number().int().min(0).max(100),
});
export const myEnrollmentsQuery = paginationQuery.extend({
  status: z
    .enum(enrollmentStatuses, { error: 'must be ACTIVE, WITHDRAWN or COMPLETED' })
    .optional(),
});
export const myEnrollmentListResponse = paginatedResponse(myEnrollmentSchema);

/** A course's learners as its instructors see them: the name last known, status and progress. */
export const courseEnrollmentSchema = enrollmentSchema.extend({
  learnerName: z.string(),
  percent: z.number().int().min(0).max(100),
});
export type CourseEnrollment = z.infer<typeof courseEnrollmentSchema>;
export const courseEnrollmentListResponse = paginatedResponse(courseEnrollmentSchema);
/** The course by its id or its slug, as every course route names it. */
export const courseEnrollmentsParams = z.object({ id: courseIdOrSlug });

export const enrollmentParams = z.object({ id: z.string().max(100) });

export const progressStatuses = ['NOT_STARTED', 'STARTED', 'COMPLETED'] as const;
export type ProgressStatus = (typeof progressStatuses)[number];

/** What the lesson player saves as it goes; repeats and late arrivals never go backwards. */
export const progressInput = z.object({
  status: z.enum(['STARTED', 'COMPLETED'], { error: 'must be STARTED or COMPLETED' }),
  secondsSpent: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(1_000_000)
    .default(0),
  /** Where the learner is: seconds into a video, a page of a PDF, a scroll position. */
  position: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(10_000_000)
    .default(0),
});
export type ProgressInput = z.infer<typeof progressInput>;

export const lessonProgressSchema = z.object({
  lessonId: z.uuid(),
  status: z.enum(progressStatuses),
  secondsSpent: z.number().int(),
  position: z.number().int(),
  updatedAt: z.iso.datetime().nullable(),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;
export const lessonProgressResponse = successResponse(lessonProgressSchema);

/** What still stands between the learner and completing the course. */
export const missingSchema = z.object({
  lessons: z.array(z.object({ id: z.uuid(), title: z.string() })),
  quizzes: z.array(z.object({ id: z.uuid(), title: z.string() })),
  minutesShort: z.number().int().min(0),
});
export type Missing = z.infer<typeof missingSchema>;

export const courseProgressSchema = z.object({
  courseId: z.uuid(),
  enrollmentId: z.uuid(),
  status: z.enum(enrollmentStatuses),
  percent: z.number().int().min(0).max(100),
  minutesSpent: z.number().int(),
  lessons: z.array(lessonProgressSchema),
  missing: missingSchema,
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;
export const courseProgressResponse = successResponse(courseProgressSchema);
