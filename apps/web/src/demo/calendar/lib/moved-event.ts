import type { CalendarEvent } from '../../mock/schemas/calendar-event-schema';
import { dayText } from './dates';

/** What the calendar says of an event after a drag or a resize. */
export interface MovedTimes {
  start: Date;
  /** Exclusive, as the calendar keeps it: an all-day event's end is the next day's midnight. */
  end: Date;
  allDay: boolean;
}

/** The stored event with the times after a drag or a resize: all-day events as days. */
export function movedEvent(
  event: CalendarEvent,
  { start, end, allDay }: MovedTimes,
): CalendarEvent {
  return {
    ...event,
    allDay,
    start: allDay ? dayText(start) : start.toISOString(),
    end: allDay ? dayText(end) : end.toISOString(),
  };
}
