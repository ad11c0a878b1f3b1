/** From seconds to years: no span is too long or too short to say in words. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.348_214_3],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * "5 minutes ago", "in 2 hours", "yesterday": the largest unit that keeps the number at least
 * one, rounded, in the reader's language.
 */
export function formatRelativeTime(
  date: Date | string,
  now: Date = new Date(),
  locale = 'en',
): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  let value = (then.getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
