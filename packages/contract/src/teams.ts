import { z } from 'zod';
import { paginatedResponse, paginationQuery, successResponse } from './api-response';
import { searchText } from './organisations';

const teamName = z
  .string({ error: 'name is required' })
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(100, 'must be at most 100 characters');
const description = z.string().trim().max(500, 'must be at most 500 characters').nullable();
const userId = z.uuid({ error: 'must be a user id' });

export const teamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;
export const teamResponse = successResponse(teamSchema);
export const teamListResponse = paginatedResponse(teamSchema);
export const teamListQuery = paginationQuery.extend({ search: searchText });
export type TeamListQuery = z.infer<typeof teamListQuery>;

export const createTeamRequest = z.object({ name: teamName, description: description.optional() });
export type CreateTeamRequest = z.input<typeof createTeamRequest>;
export const updateTeamRequest = createTeamRequest
  .partial()
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    path: ['name'],
    message: 'change the name or the description',
  });
export type UpdateTeamRequest = z.input<typeof updateTeamRequest>;

export const teamRoles = ['LEADER', 'MEMBER'] as const;
export const teamRoleSchema = z.enum(teamRoles, { error: 'must be LEADER or MEMBER' });
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const addTeamMemberRequest = z.object({ userId, role: teamRoleSchema.default('MEMBER') });
export const removeTeamMemberRequest = z.object({ userId });
export const updateTeamMemberRequest = z.object({ role: teamRoleSchema });

/** One person in one team; a person in two teams is two rows. */
export const teamMemberSchema = z.object({
  teamId: z.uuid(),
  teamName: z.string(),
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: teamRoleSchema,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberResponse = successResponse(teamMemberSchema);
export const teamMemberListResponse = paginatedResponse(teamMemberSchema);
/** `GET teams/members?keyword=`: by name, e-mail or phone; `team` narrows to one team. */
export const teamMembersQuery = paginationQuery.extend({
  keyword: searchText,
  team: z.uuid({ error: 'must be a team id' }).optional(),
});
export type TeamMembersQuery = z.infer<typeof teamMembersQuery>;

/** `GET teams/members-count?user=`: the caller when no user is named. */
export const membersCountQuery = z.object({ user: userId.optional() });
export const membersCountResponse = successResponse(
  z.object({ userId: z.uuid(), count: z.number().int() }),
);
