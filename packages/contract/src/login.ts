import { z } from 'zod';

/**
 * Login request and response (DESIGN §3: `POST auth`). The schemas carry no English messages on
 * purpose: the web translates issues by code, and a schema-level message would override that.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// DESIGN §2: 07…, 01…, 7…, 1…, 2547…, 2541…, +2547…, +2541… (9 digits after the prefix).
const KENYAN_PHONE = /^(?:\+?254|0)?[17]\d{8}$/;

export function isEmailOrKenyanPhone(value: string): boolean {
  return EMAIL.test(value) || KENYAN_PHONE.test(value.replace(/[\s-]/g, ''));
}

export const loginRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .refine(isEmailOrKenyanPhone, { params: { rule: 'email-or-phone' } }),
  password: z.string().min(1).max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const abilityRuleSchema = z.object({ action: z.string(), subject: z.string() });
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

export const userDataSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  avatar: z.string().nullable(),
  hasPin: z.boolean(),
  role: z.string(),
  roles: z.array(z.string()),
  organisations: z.array(
    z.object({ id: z.string(), name: z.string(), roles: z.array(z.string()) }),
  ),
  ability: z.array(abilityRuleSchema),
});
export type UserData = z.infer<typeof userDataSchema>;

export const loginResponseDataSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  userData: userDataSchema,
});
export type LoginResponseData = z.infer<typeof loginResponseDataSchema>;
