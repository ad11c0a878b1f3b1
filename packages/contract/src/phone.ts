import { z } from 'zod';

/** 07…, 01…, 7…, 1…, 2547…, 2541…, +2547…, +2541… → 254XXXXXXXXX. */
const KENYAN_MOBILE = /^(?:\+?254|0)?([17]\d{8})$/;

export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s()-]/g, '');
  const match = KENYAN_MOBILE.exec(compact);
  return match ? `254${match[1]}` : null;
}

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
