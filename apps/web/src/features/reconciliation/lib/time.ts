const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 hours ago" in the reader's language: the largest unit that fits whole. */
export function relativeTime(iso: string, language: string, now: Date): string {
  const seconds = Math.round((Date.parse(iso) - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.trunc(seconds / size), unit);
    }
  }
  return format.format(0, 'second');
}

/** The exact moment, with the date and time as the reader writes them. */
export function absoluteTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export type Waited =
  | { unit: 'minutes'; minutes: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'days'; days: number; hours: number };

/**
 * How long money has waited since `sinceIso`, in the two largest units that matter ("3 h 20 min",
 * "2 d 4 h"); a clock a little ahead of the server's never gives a negative wait.
 */
export function waitedSince(sinceIso: string, now: Date): Waited {
  const total = Math.max(0, Math.floor((now.getTime() - Date.parse(sinceIso)) / 60_000));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  if (days > 0) return { unit: 'days', days, hours };
  if (hours > 0) return { unit: 'hours', hours, minutes };
  return { unit: 'minutes', minutes };
}

/** A day or more: the owner has been without an answer for too long. */
export const isOverdue = (waited: Waited) => waited.unit === 'days';
