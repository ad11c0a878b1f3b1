import { z } from 'zod';
import { pageQuery, paginatedResponse, successResponse } from './api-response';
import { emailSchema } from './auth';
import { searchText } from './organisations';
import { phoneSchema } from './phone';

/** Kinds of group a contact-form enquiry can be about. */
export const groupTypes = [
  'CHAMA',
  'SACCO',
  'WELFARE',
  'INVESTMENT_CLUB',
  'SELF_HELP_GROUP',
  'OTHER',
] as const;
export const groupTypeSchema = z.enum(groupTypes, {
  error: `must be one of ${groupTypes.join(', ')}`,
});
export type GroupType = z.infer<typeof groupTypeSchema>;

/** `POST groups`: the contact form, forwarded to the organisation's admins. */
export const groupEnquiryRequest = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(120, 'must be at most 120 characters'),
  email: emailSchema,
  phoneNumber: phoneSchema,
  message: z
    .string({ error: 'message is required' })
    .trim()
    .min(1, 'message is required')
    .max(1000, 'must be at most 1000 characters'),
  groupType: groupTypeSchema,
});
export type GroupEnquiryRequest = z.input<typeof groupEnquiryRequest>;
export type NewGroupEnquiry = z.output<typeof groupEnquiryRequest>;

export const groupEnquirySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  groupType: groupTypeSchema,
  submittedBy: z.uuid().nullable(),
  createdAt: z.string(),
});
export type GroupEnquiry = z.infer<typeof groupEnquirySchema>;
export const groupEnquiryResponse = successResponse(groupEnquirySchema);
export const groupEnquiryListResponse = paginatedResponse(groupEnquirySchema);
/** `GET groups?page&limit&groupType` (limit 10 by default), newest first. */
export const groupListQuery = pageQuery(10).extend({
  groupType: groupTypeSchema.optional(),
  search: searchText,
});
export type GroupListQuery = z.infer<typeof groupListQuery>;
