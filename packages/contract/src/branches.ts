import { z } from 'zod';
import { paginatedResponse, paginationQuery, successResponse } from './api-response';
import { countySchema, KENYAN_COUNTIES } from './counties';
import { searchText } from './organisations';

const placeName = z
  .string({ error: 'name is required' })
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(100, 'must be at most 100 characters');
const address = z.string().trim().max(300, 'must be at most 300 characters').nullable();

export const branchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string().nullable(),
  staffLocationCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Branch = z.infer<typeof branchSchema>;
export const branchResponse = successResponse(branchSchema);
export const branchListResponse = paginatedResponse(branchSchema);
export const branchListQuery = paginationQuery.extend({ search: searchText });
export type BranchListQuery = z.infer<typeof branchListQuery>;

export const createBranchRequest = z.object({ name: placeName, address: address.optional() });
export type CreateBranchRequest = z.input<typeof createBranchRequest>;
export const updateBranchRequest = createBranchRequest
  .partial()
  .refine((body) => body.name !== undefined || body.address !== undefined, {
    path: ['name'],
    message: 'change the name or the address',
  });
export type UpdateBranchRequest = z.input<typeof updateBranchRequest>;

/** A GPS point inside Kenya's bounding box (latitude −5..5, longitude 33..42). */
export const gpsSchema = z.object(
  {
    lat: z
      .number({ error: 'must be a latitude in degrees' })
      .min(-5, 'must be between -5 and 5 (inside Kenya)')
      .max(5, 'must be between -5 and 5 (inside Kenya)'),
    lng: z
      .number({ error: 'must be a longitude in degrees' })
      .min(33, 'must be between 33 and 42 (inside Kenya)')
      .max(42, 'must be between 33 and 42 (inside Kenya)'),
  },
  { error: 'must be a point like { "lat": -1.2921, "lng": 36.8219 }' },
);
export type Gps = z.infer<typeof gpsSchema>;

export const staffLocationSchema = z.object({
  id: z.uuid(),
  branchId: z.uuid(),
  branchName: z.string(),
  name: z.string(),
  county: z.enum(KENYAN_COUNTIES),
  gps: gpsSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffLocation = z.infer<typeof staffLocationSchema>;
export const staffLocationResponse = successResponse(staffLocationSchema);
export const staffLocationListResponse = paginatedResponse(staffLocationSchema);
export const staffLocationListQuery = paginationQuery.extend({
  search: searchText,
  branchId: z.uuid({ error: 'choose a branch' }).optional(),
  county: countySchema.optional(),
});
export type StaffLocationListQuery = z.infer<typeof staffLocationListQuery>;

export const createStaffLocationRequest = z.object({
  branchId: z.uuid({ error: 'choose a branch' }),
  name: placeName,
  county: countySchema,
  gps: gpsSchema.nullable().optional(),
});
export type CreateStaffLocationRequest = z.input<typeof createStaffLocationRequest>;
/** As the service receives it: the county in its official spelling. */
export type NewStaffLocation = z.output<typeof createStaffLocationRequest>;
export const updateStaffLocationRequest = createStaffLocationRequest
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    path: ['name'],
    message: 'change at least one field',
  });
export type UpdateStaffLocationRequest = z.input<typeof updateStaffLocationRequest>;
export type StaffLocationChanges = z.output<typeof updateStaffLocationRequest>;
