import type { DailySeries } from '@pamoja/contract/dashboard';

import { nairobiDay, startOfNairobiDay } from '@pamoja/server-kit/nairobi-days';

/** Homes count by Nairobi's calendar. */
const DAY_MS = 86_400_000;

/** The instants the home's periods start: today, this week (Monday), this month, n days back. */
export function periodsOf(now: Date) {
  const today = nairobiDay(now);
  const todayStart = startOfNairobiDay(today);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return {
    today,
    todayStart,
    tomorrowStart: new Date(todayStart.getTime() + DAY_MS),
    weekStart: new Date(todayStart.getTime() - weekday * DAY_MS),
    monthStart: startOfNairobiDay(`${today.slice(0, 8)}01`),
    daysBack: (days: number) => new Date(todayStart.getTime() - (days - 1) * DAY_MS),
  };
}

/** `days` values ending today, oldest first; a day without a row is 0. */
export function fillSeries(
  rows: { day: string | Date; value: string | number | bigint | null }[],
  now: Date,
  days: number,
  scale: (value: bigint) => number = Number,
): DailySeries {
  const values = new Map(
    rows.map((row) => [
      typeof row.day === 'string' ? row.day.slice(0, 10) : row.day.toISOString().slice(0, 10),
      scale(BigInt(row.value ?? 0)),
    ]),
  );
  // Today's label as a UTC midnight: the labels before it are whole days back.
  const start = Date.parse(`${nairobiDay(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(start - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    return { day, value: values.get(day) ?? 0 };
  });
}
