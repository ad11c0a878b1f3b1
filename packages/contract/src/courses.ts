import { z } from 'zod';
import { paginatedResponse, paginationQuery } from './api-response';

export const courseStatuses = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export const courseStatusSchema = z.enum(courseStatuses, {
  error: `must be one of ${courseStatuses.join(', ')}`,
});

export const courseListQuery = paginationQuery.extend({
  category: z.string().trim().min(1).max(100).optional(),
  status: courseStatusSchema.optional(),
  search: z.string().max(100).optional(),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

export const courseSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  status: courseStatusSchema,
  createdAt: z.iso.datetime(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseListResponse = paginatedResponse(courseSchema);
