import { z } from 'zod';

// Messages are keys of the demo-content namespace (errors.*), translated where they are shown.

/** The e-mail rule every content form shares: required, then well formed. */
export const emailRule = z
  .string()
  .trim()
  .min(1, 'errors.emailRequired')
  .pipe(z.email('errors.emailInvalid'));

/** The web address rule: empty is allowed (optional fields); anything else must be http(s). */
export const optionalUrlRule = z
  .string()
  .trim()
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value), {
    message: 'errors.urlInvalid',
  });

export const requiredText = (max: number) =>
  z.string().trim().min(1, 'errors.required').max(max, 'errors.tooLong');
