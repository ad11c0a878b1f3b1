/**
 * Days as Nairobi counts them (UTC+3 all year, no daylight saving): the one calendar of every
 * figure, booking and report that speaks of "a day".
 */
const OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant in Nairobi. */
export const nairobiDay = (at: Date) =>
  new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Nairobi day (`YYYY-MM-DD`) starts. */
export const startOfNairobiDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);

/** The day after `day` (`YYYY-MM-DD`). */
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
