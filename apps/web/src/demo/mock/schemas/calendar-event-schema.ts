import { z } from 'zod';

export const CALENDARS = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;

export const calendarEventInputSchema = z.object({
  url: z.string().default(''),
  title: z.string().trim().min(1, 'Title is required'),
  /** ISO date-time. */
  start: z.string().min(1),
  end: z.string().min(1),
  allDay: z.boolean().default(false),
  extendedProps: z.object({
    calendar: z.enum(CALENDARS),
    guests: z.array(z.string()).optional(),
    location: z.string().optional(),
    description: z.string().optional(),
  }),
});

export const calendarEventSchema = calendarEventInputSchema.extend({ id: z.number().int() });

export const addEventBodySchema = z.object({ event: calendarEventInputSchema });
export const updateEventBodySchema = z.object({ event: calendarEventSchema });

export type Calendar = (typeof CALENDARS)[number];
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
