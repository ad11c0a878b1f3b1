import { CALENDARS } from '../../mock/schemas/calendar-event-schema';
import type { Calendar } from '../../mock/schemas/calendar-event-schema';

export const CALENDAR_PATH = '/apps/calendar';

/** The five calendars, in the template's filter order. */
export const ALL_CALENDARS: readonly Calendar[] = CALENDARS;

/** Each calendar's theme colour (its filter box and its events). */
export const CALENDAR_TONES: Record<Calendar, string> = {
  Personal: 'danger',
  Business: 'primary',
  Family: 'warning',
  Holiday: 'success',
  ETC: 'info',
};

export const isCalendar = (value: string): value is Calendar =>
  ALL_CALENDARS.some((calendar) => calendar === value);

/** The ticked calendars after one box changes, kept in the filters' order. */
export function toggled(selected: readonly Calendar[], calendar: Calendar, on: boolean) {
  return ALL_CALENDARS.filter((item) => (item === calendar ? on : selected.includes(item)));
}

/** The people the template offers as guests (an event's own guests are offered too). */
export const GUESTS = [
  'Jane Foster',
  'Donna Frank',
  'Gabrielle Robertson',
  'Lori Spears',
  'Sandy Vega',
  'Cheryl May',
] as const;
