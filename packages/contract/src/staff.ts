import { z } from 'zod';
import { paginatedResponse, paginationQuery, successResponse } from './api-response';
import { KENYAN_COUNTIES } from './counties';
import {
  CONTACT_REQUIRED,
  hasContact,
  organisationRolesSchema,
  personFields,
  searchText,
} from './organisations';
import { roleSchema } from './roles';

const branchId = z.uuid({ error: 'choose a branch' });
const staffLocationId = z.uuid({ error: 'choose a staff location' }).nullable();

/** `POST users/add-staff`: a person (invited when new), where they work and their roles. */
export const addStaffRequest = z
  .object({
    ...personFields,
    branchId,
    staffLocationId: staffLocationId.optional(),
    roles: organisationRolesSchema,
  })
  .refine(hasContact, CONTACT_REQUIRED);
export type AddStaffRequest = z.input<typeof addStaffRequest>;
export type NewStaff = z.output<typeof addStaffRequest>;

/** `PUT users/staff/{id}`: another branch or location, other roles, or (in)active. */
export const updateStaffRequest = z
  .object({
    branchId: branchId.optional(),
    staffLocationId: staffLocationId.optional(),
    roles: organisationRolesSchema.optional(),
    active: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    path: ['branchId'],
    message: 'change at least one field',
  });
export type UpdateStaffRequest = z.input<typeof updateStaffRequest>;
export type StaffChanges = z.output<typeof updateStaffRequest>;

export const staffSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  status: z.enum(['PENDING_VERIFICATION', 'ACTIVE', 'DISABLED']),
  roles: z.array(roleSchema),
  branch: z.object({ id: z.uuid(), name: z.string() }),
  staffLocation: z
    .object({ id: z.uuid(), name: z.string(), county: z.enum(KENYAN_COUNTIES) })
    .nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;
export const staffResponse = successResponse(staffSchema);
export const staffListResponse = paginatedResponse(staffSchema);
export const staffListQuery = paginationQuery.extend({
  search: searchText,
  branchId: branchId.optional(),
  staffLocationId: z.uuid({ error: 'choose a staff location' }).optional(),
  active: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;
