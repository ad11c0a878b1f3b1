import { BOOKING_TIME_ZONE, NAIROBI_OFFSET_MINUTES } from '@pamoja/contract/bookings';

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = NAIROBI_OFFSET_MINUTES * 60 * 1000;

/** Nairobi keeps UTC+3 all year, so shifting by the offset gives its wall clock in UTC fields. */
const wallClock = (instant: string | Date) => new Date(new Date(instant).getTime() + OFFSET_MS);

/** The Nairobi date (`YYYY-MM-DD`) of an instant. */
export const nairobiDay = (instant: string | Date): string =>
  wallClock(instant).toISOString().slice(0, 10);

export const todayInNairobi = (now: Date = new Date()) => nairobiDay(now);

/** Minutes after Nairobi midnight: where a booking sits in its day. */
export function nairobiMinutes(instant: string): number {
  const clock = wallClock(instant);
  return clock.getUTCHours() * 60 + clock.getUTCMinutes();
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week holding `day` (ISO weeks start on Monday). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

export const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: BOOKING_TIME_ZONE, ...options });

/** "09:30": the slot's time on the branch's clock, whatever the device's zone. */
export const formatTime = (instant: string, locale: string) =>
  format(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );

export const formatDateTime = (instant: string, locale: string) =>
  format(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

/** A calendar day ("Mon 2 Mar"), read at Nairobi noon so no zone moves it to another date. */
export const formatDay = (day: string, locale: string, long = false) =>
  format(locale, {
    weekday: long ? 'long' : 'short',
    day: 'numeric',
    month: long ? 'long' : 'short',
  }).format(new Date(`${day}T09:00:00Z`));

/** The weekday's name alone ("Monday"). */
export const formatWeekday = (day: string, locale: string) =>
  format(locale, { weekday: 'long' }).format(new Date(`${day}T09:00:00Z`));

/** A calendar day in full, year included ("Wednesday, December 25, 2030"): a day months away. */
export const formatFullDay = (day: string, locale: string) =>
  format(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T09:00:00Z`),
  );
