import { z } from 'zod';
import { successResponse } from './api-response';
import { phoneSchema } from './phone';
import { roleSchema } from './roles';

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`);

export const emailSchema = z
  .string({ error: 'e-mail is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email('must be a valid e-mail address').max(254))
  // The document describes the input, which the pipe's own rule does not reach: state it.
  .meta({ format: 'email', pattern: z.regexes.email.source, maxLength: 254 });

export const passwordSchema = z
  .string({ error: 'password is required' })
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters')
  .regex(/[A-Za-z]/, 'must contain a letter')
  .regex(/\d/, 'must contain a digit');

export const registerRequest = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email: emailSchema,
  phoneNumber: phoneSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const loginRequest = z.object({
  username: z
    .string({ error: 'enter your e-mail or phone number' })
    .trim()
    .min(1, 'enter your e-mail or phone number')
    .max(254),
  password: z.string({ error: 'enter your password' }).min(1, 'enter your password').max(128),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const refreshRequest = z.object({ refreshToken: z.string().min(20).max(200) });
export const logoutRequest = z.object({ refreshToken: z.string().min(20).max(200).optional() });

/** 4 digits, and not one a stranger would guess first. */
export const pinSchema = z
  .string({ error: 'PIN is required' })
  .regex(/^\d{4}$/, 'must be exactly 4 digits')
  .refine((pin) => !isTrivialPin(pin), 'is too easy to guess: avoid repeated digits and sequences');

export function isTrivialPin(pin: string): boolean {
  if (/^(\d)\1{3}$/.test(pin)) return true;
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((digit, index) => digit - (digits[index] ?? 0));
  return steps.every((step) => step === 1) || steps.every((step) => step === -1);
}

/**
 * A field that must repeat another: the OpenAPI document names the other in `x-same-as`, a rule
 * its schema keywords cannot state between two fields.
 */
const repeats = <T extends z.ZodType>(field: string, schema: T) =>
  schema.meta({ 'x-same-as': field, description: `must be the same as ${field}` });

export const createPinRequest = z
  .object({ pin: pinSchema, confirmPin: repeats('pin', z.string({ error: 'confirm your PIN' })) })
  .refine((body) => body.pin === body.confirmPin, {
    path: ['confirmPin'],
    message: 'must match the PIN',
  });

export const changePinRequest = z
  .object({
    currentPin: z
      .string({ error: 'enter your current PIN' })
      .regex(/^\d{4}$/, 'must be exactly 4 digits'),
    pin: pinSchema,
    confirmPin: repeats('pin', z.string({ error: 'confirm your PIN' })),
  })
  .refine((body) => body.pin === body.confirmPin, {
    path: ['confirmPin'],
    message: 'must match the PIN',
  })
  .refine((body) => body.pin !== body.currentPin, {
    path: ['pin'],
    message: 'must differ from your current PIN',
  });

export const passwordResetRequest = z.object({ email: emailSchema });
export const passwordResetConfirm = z
  .object({ password: passwordSchema, confirmPassword: repeats('password', z.string()).optional() })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    path: ['confirmPassword'],
    message: 'must match the password',
  });

export const switchRoleRequest = z.object({ role: roleSchema });

export const abilityRuleSchema = z.object({ action: z.string(), subject: z.string() });

export const userDataSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  avatar: z.string().nullable(),
  hasPin: z.boolean(),
  role: roleSchema,
  roles: z.array(roleSchema),
  organisations: z.array(z.object({ id: z.uuid(), name: z.string(), roles: z.array(roleSchema) })),
  ability: z.array(abilityRuleSchema),
});
export type UserData = z.infer<typeof userDataSchema>;

export const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  userData: userDataSchema,
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionResponse = successResponse(sessionSchema);

export const messageResponse = successResponse(z.null());
export const tokenValidityResponse = successResponse(z.object({ valid: z.boolean() }));
