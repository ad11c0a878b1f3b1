import { withSeed } from '../lib/seeded';
import type { Calendar, CalendarEvent } from '../schemas/calendar-event-schema';

const DAY_MS = 86_400_000;

const SAMPLE: ReadonlyArray<[string, Calendar]> = [
  ['Design Review', 'Business'],
  ['Meeting With Client', 'Business'],
  ['Family Trip', 'Holiday'],
  ["Doctor's Appointment", 'Personal'],
  ['Dart Game?', 'ETC'],
  ['Meditation', 'Personal'],
  ['Dinner', 'Family'],
  ['Product Review', 'Business'],
  ['Monthly Meeting', 'Business'],
  ['Monthly Checkup', 'Personal'],
  ['Public Holiday', 'Holiday'],
  ['Birthday Party', 'Family'],
];

/**
 * Events of the current month, so the calendar opens on something. What they are is seeded;
 * when they fall follows today.
 */
export function buildCalendarEvents(today = new Date()): CalendarEvent[] {
  const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1, 9);
  return withSeed('calendar', (f) =>
    SAMPLE.map(([title, calendar], index): CalendarEvent => {
      const start = monthStart + f.number.int({ min: 0, max: 26 }) * DAY_MS;
      const allDay = f.datatype.boolean();
      const end = start + f.number.int({ min: allDay ? 1 : 0, max: 2 }) * DAY_MS + 2 * 3_600_000;
      return {
        id: index + 1,
        url: '',
        title,
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        allDay,
        extendedProps: {
          calendar,
          guests: f.helpers.arrayElements(
            Array.from({ length: 6 }, () => f.person.fullName()),
            { min: 0, max: 3 },
          ),
          location: f.location.city(),
          description: f.lorem.sentence(),
        },
      };
    }),
  );
}
