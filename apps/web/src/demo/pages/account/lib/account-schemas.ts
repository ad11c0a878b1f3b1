import { z } from 'zod';

// Messages are locale keys (demo.account.errors.*), translated where they are shown.
const E = 'demo.account.errors.';

const email = z
  .string()
  .trim()
  .min(1, `${E}emailRequired`)
  .pipe(z.email(`${E}emailInvalid`));

/** The demo auth decides whether the pair is right; here only that both are given. */
export const loginSchema = z.object({
  email,
  password: z.string().min(1, `${E}passwordRequired`),
});

export const registerSchema = z.object({
  username: z.string().trim().min(1, `${E}usernameRequired`),
  email,
  password: z.string().min(6, `${E}passwordShort`),
  terms: z.boolean().refine(Boolean, `${E}termsRequired`),
});

export const emailOnlySchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    password: z.string().min(6, `${E}newPasswordShort`),
    confirmPassword: z.string().min(1, `${E}confirmRequired`),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: `${E}confirmMismatch`,
  });

export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
export type EmailOnlyValues = z.infer<typeof emailOnlySchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
