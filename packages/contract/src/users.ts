import { z } from 'zod';
import { isCalendarDay, wellFormed } from './calendar-day';
import { successResponse } from './api-response';
import { userDataSchema } from './auth';

export const addressSchema = z.object({
  line1: z.string().trim().max(200).default(''),
  line2: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  county: z.string().trim().max(100).default(''),
  postalCode: z.string().trim().max(20).default(''),
  country: z.string().trim().length(2).default('KE'),
});
export type Address = z.infer<typeof addressSchema>;

/** `GET users/me`: the stored userData (docs/identity-and-access.md) with the rest of the profile. */
export const profileSchema = userDataSchema.extend({
  dateOfBirth: z.string().nullable(),
  idNumber: z.string().nullable(),
  address: addressSchema,
  /** The member's own code (`PMJ-` and 6 characters) that agents enter as a lead's referral. */
  referralCode: z.string(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponse = successResponse(profileSchema);

/** `PUT users/me`: a profile update, or with type ADDRESS the address alone. */
export const updateProfileRequest = z
  .object({
    type: z
      .enum(['PROFILE', 'ADDRESS'], { error: 'must be PROFILE or ADDRESS' })
      .default('PROFILE'),
    firstName: z.string().trim().min(1, 'first name is required').max(60).optional(),
    lastName: z.string().trim().min(1, 'last name is required').max(60).optional(),
    dateOfBirth: z.iso
      .date('must be a date like 1990-04-30')
      .refine(isCalendarDay, { message: 'must be a date like 1990-04-30', when: wellFormed })
      .nullable()
      .optional(),
    idNumber: z
      .string()
      .trim()
      .regex(/^\d{6,10}$/, 'must be 6 to 10 digits')
      .nullable()
      .optional(),
    avatar: z.url('must be a link to an image').max(500).nullable().optional(),
    address: addressSchema.optional(),
  })
  .refine((body) => body.type !== 'ADDRESS' || body.address !== undefined, {
    path: ['address'],
    message: 'is required for an ADDRESS update',
  });
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

export const preferencesSchema = z.object({
  userId: z.uuid(),
  language: z.enum(['en', 'sw', 'fr']),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  marketing: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesResponse = successResponse(preferencesSchema);
export const updatePreferencesRequest = preferencesSchema.omit({ userId: true }).partial();

export const paymentPreferencesSchema = z.object({
  userId: z.uuid(),
  defaultTopUpMethod: z.enum(['MPESA']),
  defaultPayoutMethod: z.enum(['MPESA', 'BANK', 'PESALINK']),
  mpesaPhoneNumber: z.string().nullable(),
  currency: z.string().length(3),
});
export const paymentPreferencesResponse = successResponse(paymentPreferencesSchema);
