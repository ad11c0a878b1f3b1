import { z } from 'zod';
import { normalisePhone } from './phone-number';

/** Said of an empty or unusable number alike: what to type, with an example. */
export const PHONE_MESSAGE = 'enter a phone number such as 0712 345 678';

/** A Kenyan mobile number in any accepted form, stored as 254XXXXXXXXX. */
export const phoneSchema = z.string({ error: PHONE_MESSAGE }).transform((value, ctx) => {
  const phone = normalisePhone(value);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
});
