import { z } from 'zod';

export const demoAbilityRuleSchema = z.object({ action: z.string(), subject: z.string() });

/** What a demo login stores and shows (never the product's own user data). */
export const demoUserDataSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.string(),
  ability: z.array(demoAbilityRuleSchema),
});

export const demoAuthAnswerSchema = z.object({
  userData: demoUserDataSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
});

export const loginBodySchema = z.object({
  email: z.string().trim(),
  password: z.string(),
});

export const registerBodySchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  email: z.email('Enter a valid e-mail'),
  password: z.string().min(1, 'Password is required'),
});

export const refreshBodySchema = z.object({ refreshToken: z.string() });

export type DemoUserData = z.infer<typeof demoUserDataSchema>;
export type DemoAuthAnswer = z.infer<typeof demoAuthAnswerSchema>;
