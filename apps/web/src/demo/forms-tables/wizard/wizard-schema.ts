import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The wizard's fields, step by step: Next checks only the step's own fields. */
export const STEPS = [
  { id: 'account', fields: ['username', 'email', 'password', 'confirm'] },
  { id: 'personal', fields: ['firstName', 'lastName', 'country'] },
  { id: 'address', fields: ['address', 'city', 'postcode'] },
  { id: 'social', fields: ['twitter', 'linkedin'] },
] as const;

export type WizardField = (typeof STEPS)[number]['fields'][number];

const optionalUrl = (t: TFunction) =>
  z.union([z.literal(''), z.string().trim().url(t('validation.url'))]);

export function wizardSchema(t: TFunction) {
  const required = z.string().trim().min(1, t('validation.required'));
  const shape = z.object({
    username: z
      .string()
      .trim()
      .min(3, t('validation.min', { count: 3 })),
    email: z.string().trim().email(t('validation.email')),
    password: z.string().min(8, t('validation.min', { count: 8 })),
    confirm: z.string(),
    firstName: required,
    lastName: required,
    country: required,
    address: required,
    city: required,
    postcode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, t('wizard.postcodeRule')),
    twitter: optionalUrl(t),
    linkedin: optionalUrl(t),
  });
  const passwords = shape.pick({ password: true, confirm: true });
  return shape.refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: t('validation.match'),
    // Checked as soon as both passwords are valid: the later steps are still empty then.
    when: (payload) => passwords.safeParse(payload.value).success,
  });
}

export type WizardValues = z.infer<ReturnType<typeof wizardSchema>>;

export const EMPTY_WIZARD: WizardValues = {
  username: '',
  email: '',
  password: '',
  confirm: '',
  firstName: '',
  lastName: '',
  country: '',
  address: '',
  city: '',
  postcode: '',
  twitter: '',
  linkedin: '',
};
