import { z } from 'zod';
import { addClosedDayRequest } from '@pamoja/contract/bookings';

/**
 * The "Add a closed day" form: the contract's `addClosedDayRequest` (a real calendar day, a
 * reason of at most 200 characters once trimmed), plus two rules of this screen: the day is today
 * (Nairobi) or later, and a reason is given so staff later know why the branch was shut.
 */
export const closedDayForm = (today: string) =>
  z.object({
    date: z
      .string()
      .min(1, 'choose a date')
      .pipe(addClosedDayRequest.shape.date)
      .refine((date) => date >= today, 'must be today or later'),
    // Its own wording (with an example) so the generic "enter a reason" of other forms stays plain.
    reason: addClosedDayRequest.shape.reason
      .unwrap()
      .min(1, 'enter a reason, such as a public holiday'),
  });

export type ClosedDayFormValues = z.input<ReturnType<typeof closedDayForm>>;
export type ClosedDayFormOutput = z.output<ReturnType<typeof closedDayForm>>;

/** The contract caps the reason at this many characters. */
export const CLOSED_DAY_REASON_LIMIT = 200;
