import { z } from 'zod';
import { normalisePhone } from './phone-number';

/** Said of an empty or unusable number alike: what to type, with an example. */
export const PHONE_MESSAGE = 'enter a phone number such as 0712 345 678';

/**
 * The accepted forms (`07…`, `7…`, `2547…`, `+2547…`, and `1` for `7`) with spaces, dashes and
 * parentheses anywhere, as the OpenAPI document states them: the transform alone says nothing.
 */
const SEPARATORS = '[\\s()-]*';
export const PHONE_PATTERN = new RegExp(
  `^${SEPARATORS}(?:\\+?2${SEPARATORS}5${SEPARATORS}4|0)?${SEPARATORS}[17](?:${SEPARATORS}\\d){8}${SEPARATORS}$`,
);

/** A Kenyan mobile number in any accepted form, stored as 254XXXXXXXXX. */
export const phoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  })
  .meta({ pattern: PHONE_PATTERN.source });
