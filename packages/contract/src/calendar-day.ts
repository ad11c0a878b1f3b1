/**
 * Days and instants people may name: real calendar dates (no 30 February) in the years 1900 to
 * 2999. Wide enough for a date of birth or any booking, and far from the edges where a day's
 * neighbours (the next day, Nairobi midnight three hours earlier) fall outside what PostgreSQL
 * and the driver accept (year 0, five-digit years): such a date is a 400, never a 500.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

/** `YYYY-MM-DD` within those years: what the OpenAPI document states, the day itself checked below. */
export const CALENDAR_DAY_PATTERN = /^(?:19|2\d)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/** A `YYYY-MM-DD` that names a real day from FIRST_YEAR to LAST_YEAR. */
export function isCalendarDay(value: string): boolean {
  if (!CALENDAR_DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A date-time whose day (as written) is a calendar day of those years, and which parses. */
export function isCalendarInstant(value: string): boolean {
  return isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

/**
 * For a refinement that checks the day itself: it runs only once the format rule passed, so a
 * malformed date gets one sentence, not the same one twice.
 */
export const wellFormed = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;
