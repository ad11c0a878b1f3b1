import { NAIROBI_OFFSET_MINUTES } from '@pamoja/contract/bookings';

const MINUTE = 60_000;

/** The UTC instant of `minute` minutes after midnight of a Nairobi day (`YYYY-MM-DD`). */
export function nairobiInstant(day: string, minute: number): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + (minute - NAIROBI_OFFSET_MINUTES) * MINUTE);
}

/** Minutes after Nairobi midnight of an instant. */
export function nairobiMinute(instant: Date): number {
  const local = new Date(instant.getTime() + NAIROBI_OFFSET_MINUTES * MINUTE);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export const toMinute = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

export const toTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export const addMinutes = (instant: Date, minutes: number) =>
  new Date(instant.getTime() + minutes * MINUTE);
