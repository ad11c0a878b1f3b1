import { BOOKING_NOTICE_MINUTES } from '@pamoja/contract/bookings';
import { addMinutes, nairobiInstant } from './nairobi-time';

export interface DayHours {
  /** Minutes after Nairobi midnight; null when the branch is closed that day. */
  opensMinute: number | null;
  closesMinute: number | null;
}

export interface SlotShape {
  durationMinutes: number;
  bufferMinutes: number;
}

/**
 * The slots of one day: back to back from opening, each taking its duration plus the buffer
 * after it, the whole of which must end by closing time; only those starting at least the
 * notice after `now`.
 */
export function slotsOfDay(day: string, hours: DayHours, shape: SlotShape, now: Date) {
  if (hours.opensMinute === null || hours.closesMinute === null) return [];
  const step = shape.durationMinutes + shape.bufferMinutes;
  const earliest = addMinutes(now, BOOKING_NOTICE_MINUTES);
  const slots: { startsAt: Date; endsAt: Date }[] = [];
  for (let start = hours.opensMinute; start + step <= hours.closesMinute; start += step) {
    const startsAt = nairobiInstant(day, start);
    if (startsAt < earliest) continue;
    slots.push({ startsAt, endsAt: addMinutes(startsAt, shape.durationMinutes) });
  }
  return slots;
}
