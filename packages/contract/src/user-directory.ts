import { z } from 'zod';
import { pageQuery, paginatedResponse, successResponse } from './api-response';
import { optional, uuid } from './lead-query-parts';
import { roleSchema } from './roles';

/**
 * The user directory (`GET users`, SUPER_ADMIN; an ADMIN sees their organisation's members)
 * and suspension (docs/domains/user-directory.md). DISABLED is the status a suspension sets.
 */
export const userStatuses = ['PENDING_VERIFICATION', 'ACTIVE', 'DISABLED'] as const;
export const userStatusSchema = z.enum(userStatuses, {
  error: `must be one of ${userStatuses.join(', ')}`,
});
export type UserStatus = z.infer<typeof userStatusSchema>;

export const userDirectoryQuery = pageQuery(10).extend({
  search: optional(z.string().trim().max(100, 'must be at most 100 characters')),
  role: optional(roleSchema),
  status: optional(userStatusSchema),
  organisation: optional(uuid('organisation')),
});
export type UserDirectoryQuery = z.input<typeof userDirectoryQuery>;

export const directoryUserSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  status: userStatusSchema,
  /** SUPER_ADMIN when the person runs the platform. */
  platformRole: z.literal('SUPER_ADMIN').nullable(),
  /** Roles held in the listed organisation, or in any when the list is not filtered by one. */
  roles: z.array(roleSchema),
  organisations: z.array(z.object({ id: z.uuid(), name: z.string() })),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DirectoryUser = z.infer<typeof directoryUserSchema>;
export const userDirectoryResponse = paginatedResponse(directoryUserSchema);
export const directoryUserResponse = successResponse(directoryUserSchema);

export const userIdParams = z.object({ id: uuid('user') });
export const suspendUserRequest = z.object({
  reason: z.string().trim().min(1, 'enter a reason').max(500, 'must be at most 500 characters'),
});
export type SuspendUserRequest = z.input<typeof suspendUserRequest>;

export const userEventSchema = z.object({
  id: z.uuid(),
  action: z.enum(['SUSPENDED', 'REACTIVATED']),
  reason: z.string().nullable(),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type UserEvent = z.infer<typeof userEventSchema>;
export const userEventListResponse = successResponse(z.array(userEventSchema));
