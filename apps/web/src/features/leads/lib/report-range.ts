const DAY = 86_400_000;
const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** Why a range cannot be asked for; each names a message under `leads.report.range`. */
export type RangeProblem = 'startInvalid' | 'endInvalid' | 'startAfterEnd' | 'tooLong';

const isDay = (value: string) => PLAIN_DAY.test(value) && !Number.isNaN(Date.parse(value));

/** The calendar day in Nairobi, where the report's days begin and end. */
export function nairobiToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(now);
}

export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY).toISOString().slice(0, 10);
}

/** Days from start to end, both included. */
export function daysBetween(startDate: string, endDate: string): number {
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY) + 1;
}

/** The last 30 days, today included. */
export function defaultRange(now: Date = new Date()): DayRange {
  const endDate = nairobiToday(now);
  return { startDate: addDays(endDate, -29), endDate };
}

/**
 * The server's own rules (contract `leadReportQuery`), said before asking. `maxDays` is given by
 * the caller: the contract's constant lives beside zod, which the charts route leaves out.
 */
export function rangeProblems(
  range: DayRange,
  maxDays: number,
): Partial<Record<keyof DayRange, RangeProblem>> {
  const problems: Partial<Record<keyof DayRange, RangeProblem>> = {};
  if (!isDay(range.startDate)) problems.startDate = 'startInvalid';
  if (!isDay(range.endDate)) problems.endDate = 'endInvalid';
  if (problems.startDate || problems.endDate) return problems;
  const days = daysBetween(range.startDate, range.endDate);
  if (days < 1) problems.startDate = 'startAfterEnd';
  else if (days > maxDays) problems.endDate = 'tooLong';
  return problems;
}

/** More days than this make a line of unreadable dots on a phone. */
export const CHART_MAX_DAYS = 92;

/**
 * The days a chart of the stats' period shows: the period itself when it is a whole range of at
 * most 92 days, else the 30 days up to its end (or up to today).
 */
export function chartRange(from: string, to: string, now: Date = new Date()): DayRange {
  const endDate = isDay(to) ? to : nairobiToday(now);
  const wanted = { startDate: isDay(from) ? from : addDays(endDate, -29), endDate };
  return Object.keys(rangeProblems(wanted, CHART_MAX_DAYS)).length === 0
    ? wanted
    : { startDate: addDays(endDate, -29), endDate };
}
