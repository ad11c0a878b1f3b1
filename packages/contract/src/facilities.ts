import { z } from 'zod';
import { countySchema } from './counties';
import { paginatedResponse, pageQuery } from './api-response';

/** A Kenyan health facility of the Master Health Facility List (KMHFL). */
export const facilitySchema = z.object({
  id: z.uuid(),
  kmhflCode: z.string(),
  name: z.string(),
  county: z.string(),
  /** The KEPH level, e.g. "Level 4". */
  level: z.string(),
});
export type Facility = z.infer<typeof facilitySchema>;

/**
 * `GET product-leads/facilities?search&county&page&limit`: `search` matches any part of the
 * name (any case) or the start of the KMHFL code. Empty values mean no filter.
 */
export const facilityListQuery = pageQuery(20).extend({
  search: z
    .string()
    .trim()
    .max(120, 'must be at most 120 characters')
    .optional()
    .transform((value) => value || undefined),
  county: z
    .union([z.literal(''), countySchema])
    .optional()
    .transform((value) => value || undefined),
});
export type FacilityListQuery = z.output<typeof facilityListQuery>;
export const facilityListResponse = paginatedResponse(facilitySchema);
