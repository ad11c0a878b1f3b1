import { z } from 'zod';
import { emailRule, optionalUrlRule, requiredText } from '../lib/rules';

export const generalSchema = z.object({
  avatar: z.string(),
  username: z
    .string()
    .trim()
    .min(1, 'errors.required')
    .regex(/^[a-z0-9._-]+$/i, 'errors.usernameInvalid'),
  fullName: requiredText(100),
  email: emailRule,
  company: z.string().trim().max(100, 'errors.tooLong'),
});

export const infoSchema = z.object({
  bio: z.string().trim().max(500, 'errors.tooLong'),
  dob: z.string(),
  country: z.string().trim().max(60, 'errors.tooLong'),
  website: optionalUrlRule,
  phone: z
    .string()
    .trim()
    .regex(/^[+\d][\d\s().-]{5,}$|^$/, 'errors.phoneInvalid'),
});

export const SOCIAL_NETWORKS = [
  'twitter',
  'facebook',
  'google',
  'linkedIn',
  'instagram',
  'quora',
] as const;

export const socialSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalUrlRule])) as Record<
    (typeof SOCIAL_NETWORKS)[number],
    typeof optionalUrlRule
  >,
);

export type GeneralValues = z.infer<typeof generalSchema>;
export type InfoValues = z.infer<typeof infoSchema>;
export type SocialValues = z.infer<typeof socialSchema>;
