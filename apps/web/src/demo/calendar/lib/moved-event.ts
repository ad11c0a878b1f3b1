import type { CalendarEvent } from '../../mock/schemas/calendar-event-schema';
import { dayText } from './dates';

/** What FullCalendar says of an event after a drag or a resize. */
export interface MovedTimes {
  start: Date | null;
  end: Date | null;
  allDay: boolean;
}

/**
 * The stored event with the times FullCalendar gives after a drag or a resize: all-day events as
 * days, others as instants. An event without an end (dropped from all-day into a time slot)
 * lasts an hour, FullCalendar's default.
 */
export function movedEvent(event: CalendarEvent, times: MovedTimes): CalendarEvent {
  const start = times.start ?? new Date(event.start);
  const end =
    times.end ??
    (times.allDay
      ? new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1)
      : new Date(start.getTime() + 3_600_000));
  return {
    ...event,
    allDay: times.allDay,
    start: times.allDay ? dayText(start) : start.toISOString(),
    end: times.allDay ? dayText(end) : end.toISOString(),
  };
}
