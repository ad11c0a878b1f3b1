import { z } from 'zod';
import { successResponse } from './api-response';

const rate = z.number().min(0).max(1);

/** Enrolled counts every enrolment; the rate leaves withdrawn learners out of both sides. */
const completionFigures = z.object({
  enrolled: z.number().int(),
  withdrawn: z.number().int(),
  completed: z.number().int(),
  completionRate: rate,
});

export const courseAnalyticsSchema = completionFigures.extend({
  courseId: z.uuid(),
  activeLast30Days: z.number().int(),
  medianDaysToComplete: z.number().nullable(),
  dropOff: z.array(
    z.object({
      lessonId: z.uuid(),
      title: z.string(),
      position: z.number().int(),
      reached: z.number().int(),
    }),
  ),
  quizzes: z.object({
    attempts: z.number().int(),
    passRate: rate,
    meanScore: z.number().nullable(),
  }),
});
export type CourseAnalytics = z.infer<typeof courseAnalyticsSchema>;
export const courseAnalyticsResponse = successResponse(courseAnalyticsSchema);

export const analyticsOverviewQuery = z.object({
  weeks: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(52, 'must be 52 or less')
    .default(12),
});

export const analyticsOverviewSchema = completionFigures.extend({
  courses: z.number().int(),
  activeLast30Days: z.number().int(),
  /** One entry per week (starting Monday, Africa/Nairobi), oldest first. */
  weekly: z.array(
    z.object({
      week: z.iso.date(),
      enrolled: z.number().int(),
      completed: z.number().int(),
      activeLearners: z.number().int(),
    }),
  ),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;
export const analyticsOverviewResponse = successResponse(analyticsOverviewSchema);

export const completionRateResponse = successResponse(completionFigures);
