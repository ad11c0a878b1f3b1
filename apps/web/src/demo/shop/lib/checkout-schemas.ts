import { z } from 'zod';

// Messages are keys of the demo-shop namespace (errors.*), translated where they are shown.
const required = (key: string) => z.string().trim().min(1, `errors.${key}`);

export const ADDRESS_TYPES = ['home', 'work'] as const;

/** The template's "Add New Address" form. */
export const addressSchema = z.object({
  fullName: required('fullName').max(100, 'errors.tooLong'),
  phone: required('phone').regex(/^\+?[0-9 ]{7,15}$/, 'errors.phoneInvalid'),
  house: required('house').max(100, 'errors.tooLong'),
  landmark: z.string().trim().max(100, 'errors.tooLong'),
  city: required('city').max(60, 'errors.tooLong'),
  postcode: required('postcode').regex(/^[A-Za-z0-9 -]{3,10}$/, 'errors.postcodeInvalid'),
  state: required('state').max(60, 'errors.tooLong'),
  addressType: z.enum(ADDRESS_TYPES),
});

export const PAYMENT_METHODS = ['card', 'cash'] as const;

const CARD_RULES = {
  cardName: { test: (value: string) => value.length > 0, message: 'errors.cardName' },
  cardNumber: {
    test: (value: string) => /^\d{13,19}$/.test(value.replace(/\s/g, '')),
    message: 'errors.cardNumberInvalid',
  },
  expiry: {
    test: (value: string) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(value),
    message: 'errors.expiryInvalid',
  },
  cvv: { test: (value: string) => /^\d{3,4}$/.test(value), message: 'errors.cvvInvalid' },
} as const;

/** The payment step: a card's fields count only when paying by card; cash needs nothing. */
export const paymentSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    cardName: z.string().trim(),
    cardNumber: z.string().trim(),
    expiry: z.string().trim(),
    cvv: z.string().trim(),
  })
  .superRefine((values, context) => {
    if (values.method !== 'card') return;
    for (const [field, rule] of Object.entries(CARD_RULES)) {
      const value = values[field as keyof typeof CARD_RULES];
      if (!rule.test(value))
        context.addIssue({ code: 'custom', path: [field], message: rule.message });
    }
  });

export type AddressValues = z.infer<typeof addressSchema>;
export type PaymentValues = z.infer<typeof paymentSchema>;
