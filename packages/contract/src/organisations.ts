import { z } from 'zod';
import { paginatedResponse, paginationQuery, successResponse } from './api-response';
import { emailSchema } from './auth';
import { phoneSchema } from './phone';
import { roleSchema } from './roles';

/** Optional free text a person would type into a search box. */
export const searchText = z.string().max(100, 'must be at most 100 characters').optional();

/** The roles an organisation can give; SUPER_ADMIN is platform-wide and never given here. */
export const organisationRoles = ['ADMIN', 'AGENT', 'MEMBER', 'INSTRUCTOR'] as const;
export const organisationRoleSchema = z.enum(organisationRoles, {
  error: `must be one of ${organisationRoles.join(', ')}`,
});
export type OrganisationRole = z.infer<typeof organisationRoleSchema>;
export const organisationRolesSchema = z
  .array(organisationRoleSchema, { error: 'must be a list of roles' })
  .min(1, 'choose at least one role')
  .max(organisationRoles.length);

const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`);

/**
 * A person named by e-mail or phone. Someone without an account also needs both names, an
 * e-mail (the invitation link goes there) and a phone number; the service says which is missing.
 */
export const personFields = {
  email: emailSchema.optional(),
  phoneNumber: phoneSchema.optional(),
  firstName: personName('first name').optional(),
  lastName: personName('last name').optional(),
};
export const hasContact = (person: { email?: string; phoneNumber?: string }) =>
  person.email !== undefined || person.phoneNumber !== undefined;
export const CONTACT_REQUIRED = {
  path: ['email'],
  message: 'enter an e-mail address or a phone number',
};

export const organisationName = z
  .string({ error: 'name is required' })
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(100, 'must be at most 100 characters');
const description = z.string().trim().max(500, 'must be at most 500 characters').nullable();

export const organisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** The caller's roles in it (empty for a SUPER_ADMIN who does not belong to it). */
  roles: z.array(roleSchema),
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Organisation = z.infer<typeof organisationSchema>;
export const organisationResponse = successResponse(organisationSchema);
export const organisationListResponse = paginatedResponse(organisationSchema);

/** `GET organizations?mine=true`: the caller's own; `mine=false` (SUPER_ADMIN only) lists all. */
export const organisationListQuery = paginationQuery.extend({
  mine: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  search: searchText,
});
export type OrganisationListQuery = z.infer<typeof organisationListQuery>;

export const createOrganisationRequest = z.object({
  name: organisationName,
  description: description.optional(),
});
export type CreateOrganisationRequest = z.input<typeof createOrganisationRequest>;
export const updateOrganisationRequest = createOrganisationRequest
  .partial()
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    path: ['name'],
    message: 'change the name or the description',
  });
export type UpdateOrganisationRequest = z.input<typeof updateOrganisationRequest>;

/** A one-time code as typed: exactly 6 digits. */
export const otpSchema = z
  .string({ error: 'enter the 6-digit code we sent you' })
  .trim()
  .regex(/^\d{6}$/, 'must be the 6-digit code we sent you');
export const verifyDeleteRequest = z.object({ otp: otpSchema });
export const otpSentResponse = successResponse(
  z.object({ expiresAt: z.string(), channels: z.array(z.enum(['EMAIL', 'SMS'])) }),
);

export const memberSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  /** PENDING_VERIFICATION until an invited person opens the link and sets a password. */
  status: z.enum(['PENDING_VERIFICATION', 'ACTIVE', 'DISABLED']),
  roles: z.array(roleSchema),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberResponse = successResponse(memberSchema);
export const memberListResponse = paginatedResponse(memberSchema);
export const memberListQuery = paginationQuery.extend({
  search: searchText,
  role: organisationRoleSchema.optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuery>;

/** Everyone holds MEMBER: the service adds it to whatever roles are given. */
export const addMemberRequest = z
  .object({ ...personFields, roles: organisationRolesSchema.default(['MEMBER']) })
  .refine(hasContact, CONTACT_REQUIRED);
export type AddMemberRequest = z.input<typeof addMemberRequest>;
export type NewMember = z.output<typeof addMemberRequest>;
export const updateMemberRequest = z.object({ roles: organisationRolesSchema });
