import { z } from 'zod';
import { CALENDARS } from '../../mock/schemas/calendar-event-schema';
import type { CalendarEvent } from '../../mock/schemas/calendar-event-schema';
import type { NewEvent } from '../api/add-event';
import { dateTimeText, dayText, localDate } from './dates';

// The shared URL rule: an http(s) address with a host.
const URL_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

// Messages are keys of the demo-calendar namespace, translated where they are shown.
export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, 'form.errors.titleRequired'),
    calendar: z.enum(CALENDARS, 'form.errors.calendarRequired'),
    allDay: z.boolean(),
    /** `YYYY-MM-DD` when all day, else `YYYY-MM-DDTHH:mm` (local), as the inputs show them. */
    start: z.string().min(1, 'form.errors.startRequired'),
    end: z.string().min(1, 'form.errors.endRequired'),
    url: z
      .string()
      .trim()
      .refine((value) => value === '' || URL_PATTERN.test(value), 'form.errors.urlInvalid'),
    guests: z.array(z.string()),
    location: z.string().trim().max(1000, 'form.errors.tooLong'),
    description: z.string().trim().max(1000, 'form.errors.tooLong'),
  })
  .refine((values) => !values.start || !values.end || !isBefore(values.end, values.start), {
    path: ['end'],
    message: 'form.errors.endBeforeStart',
  });

export type EventFormValues = z.infer<typeof eventFormSchema>;

const isBefore = (left: string, right: string) =>
  localDate(left).getTime() < localDate(right).getTime();

/** What a date or date-time input shows for a moment. */
export function inputValue(date: Date, allDay: boolean): string {
  return allDay ? dayText(date) : dateTimeText(date);
}

/** The input's value when "all day" is switched: the same moment in the other input. */
export function switchedValue(value: string, allDay: boolean): string {
  if (!value) return value;
  const date = localDate(value);
  if (!allDay && value.length === 10) date.setHours(9);
  return inputValue(date, allDay);
}

/**
 * The form's values for an event, or for a new one starting at `start`. An all-day event's end is
 * exclusive (the next midnight) in the calendar; the form shows its last day.
 */
export function formValuesOf(
  event: CalendarEvent | undefined,
  start = new Date(),
): EventFormValues {
  if (!event) {
    const allDay = false;
    const begin = new Date(start);
    if (begin.getHours() === 0 && begin.getMinutes() === 0) begin.setHours(9);
    return {
      title: '',
      calendar: 'Business',
      allDay,
      start: inputValue(begin, allDay),
      end: inputValue(new Date(begin.getTime() + 3_600_000), allDay),
      url: '',
      guests: [],
      location: '',
      description: '',
    };
  }
  const begin = new Date(event.start);
  const end = new Date(event.end || event.start);
  const lastDay = event.allDay && end > begin ? new Date(end.getTime() - 1) : end;
  return {
    title: event.title,
    calendar: event.extendedProps.calendar,
    allDay: event.allDay,
    start: inputValue(begin, event.allDay),
    end: inputValue(lastDay, event.allDay),
    url: event.url,
    guests: event.extendedProps.guests ?? [],
    location: event.extendedProps.location ?? '',
    description: event.extendedProps.description ?? '',
  };
}

/** The event the mock stores: all-day ones as days (end exclusive), others as UTC instants. */
export function eventOf(values: EventFormValues): NewEvent {
  const end = localDate(values.end);
  if (values.allDay) end.setDate(end.getDate() + 1);
  return {
    title: values.title.trim(),
    url: values.url.trim(),
    allDay: values.allDay,
    start: values.allDay ? values.start : localDate(values.start).toISOString(),
    end: values.allDay ? dayText(end) : end.toISOString(),
    extendedProps: {
      calendar: values.calendar,
      guests: values.guests,
      location: values.location.trim(),
      description: values.description.trim(),
    },
  };
}
