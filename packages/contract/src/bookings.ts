import { z } from 'zod';
import { CALENDAR_DAY_PATTERN, isCalendarDay, wellFormed, isCalendarInstant } from './calendar-day';
import { paginatedResponse, pageQuery, successResponse } from './api-response';
import { cleanText, FIELD_TEXT_LIMIT } from './clean-text';

/** Bookings keep Nairobi time: UTC+3 all year (Kenya has no daylight saving). */
export const BOOKING_TIME_ZONE = 'Africa/Nairobi';
export const NAIROBI_OFFSET_MINUTES = 180;
/** A slot is offered only this long ahead of its start. */
export const BOOKING_NOTICE_MINUTES = 120;
/** The reminder goes this long before a confirmed booking. */
export const BOOKING_REMINDER_MINUTES = 24 * 60;

/** Where a booking is in its life (docs/domains/bookings.md). */
export const bookingStatuses = [
  'REQUESTED',
  'CONFIRMED',
  'DECLINED',
  'CANCELLED',
  'COMPLETED',
  'NO_SHOW',
  'RESCHEDULED',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const bookingStatusSchema = z.enum(bookingStatuses, {
  error: `must be one of ${bookingStatuses.join(', ')}`,
});

/**
 * THE transition table: the only place that says which change of status is allowed. The server
 * enforces it and the web app shows it. RESCHEDULED makes a new REQUESTED booking.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  REQUESTED: ['CONFIRMED', 'DECLINED', 'CANCELLED'],
  CONFIRMED: ['COMPLETED', 'NO_SHOW', 'CANCELLED', 'RESCHEDULED'],
  DECLINED: [],
  CANCELLED: [],
  COMPLETED: [],
  NO_SHOW: [],
  RESCHEDULED: [],
};
export const canMoveBooking = (from: BookingStatus, to: BookingStatus): boolean =>
  BOOKING_TRANSITIONS[from].includes(to);

/** Statuses whose change must say why. */
export const BOOKING_REASON_REQUIRED: readonly BookingStatus[] = ['DECLINED', 'CANCELLED'];
export const bookingNeedsReason = (to: BookingStatus) => BOOKING_REASON_REQUIRED.includes(to);
/** Only the booking's member makes this change; staff make every other one. */
export const MEMBER_ONLY_STATUS: BookingStatus = 'CANCELLED';

const uuid = (what: string) => z.uuid({ error: `must be a ${what} id` });
const whole = (min: number, max: number) =>
  z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
const day = z
  .string({ error: 'choose a date such as 2026-01-31' })
  .regex(CALENDAR_DAY_PATTERN, 'must be a date such as 2026-01-31')
  .refine(isCalendarDay, { message: 'must be a date such as 2026-01-31', when: wellFormed });
const time = z
  .string({ error: 'must be a time such as 08:00' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 08:00');
const INSTANT_MESSAGE = 'must be a date and time such as 2026-01-31T09:00:00+03:00';
const instant = z.iso
  .datetime({ offset: true, error: INSTANT_MESSAGE })
  .refine(isCalendarInstant, { message: INSTANT_MESSAGE, when: wellFormed });
const reason = z
  .string({ error: 'must be a sentence' })
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(500, 'must be at most 500 characters');
/** Cleaned like every text field (tags and control characters out), then at most 500. */
const notes = z
  .string({ error: 'must be text' })
  .transform((value) => cleanText(value, FIELD_TEXT_LIMIT))
  .pipe(z.string().max(500, 'must be at most 500 characters'));

/* Booking services */

export const bookingServiceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  durationMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  capacity: z.number().int(),
  active: z.boolean(),
  branches: z.array(z.object({ id: z.uuid(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookingService = z.infer<typeof bookingServiceSchema>;
export const bookingServiceResponse = successResponse(bookingServiceSchema);
export const bookingServiceListResponse = paginatedResponse(bookingServiceSchema);

const serviceFields = {
  name: z
    .string({ error: 'enter a name' })
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(120, 'must be at most 120 characters'),
  description: z.string().trim().max(1000, 'must be at most 1000 characters').nullable(),
  durationMinutes: whole(5, 480),
  bufferMinutes: whole(0, 120),
  capacity: whole(1, 100),
  branchIds: z
    .array(uuid('branch'), { error: 'choose at least one branch' })
    .min(1, 'choose at least one branch')
    .max(100, 'must be at most 100 branches'),
  active: z.boolean({ error: 'must be true or false' }),
};
export const createBookingServiceRequest = z.object({
  ...serviceFields,
  description: serviceFields.description.optional(),
  bufferMinutes: serviceFields.bufferMinutes.default(0),
  capacity: serviceFields.capacity.default(1),
  active: serviceFields.active.default(true),
});
export type CreateBookingServiceRequest = z.input<typeof createBookingServiceRequest>;
export type NewBookingService = z.output<typeof createBookingServiceRequest>;
export const updateBookingServiceRequest = z.object(serviceFields).partial();
export type UpdateBookingServiceRequest = z.input<typeof updateBookingServiceRequest>;

/** Empty query values mean "no filter" (docs/api-conventions.md). */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<T> | undefined)));

/** Pickers want the whole list, so the default page is 100. */
export const bookingServiceListQuery = z.object({
  ...pageQuery(100).shape,
  branchId: optional(uuid('branch')),
  /** Admins only; everyone else sees active services. */
  active: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
});
export type BookingServiceListQuery = z.output<typeof bookingServiceListQuery>;

/* Opening hours and closed days */

/** ISO weekday: 1 Monday … 7 Sunday. */
export const weekdaySchema = whole(1, 7);
export const openingDaySchema = z.object({
  weekday: z.number().int(),
  closed: z.boolean(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
});
export type OpeningDay = z.infer<typeof openingDaySchema>;
export const openingHoursSchema = z.object({
  branchId: z.uuid(),
  timeZone: z.string(),
  /** False while the branch keeps the default hours. */
  custom: z.boolean(),
  days: z.array(openingDaySchema),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;
export const openingHoursResponse = successResponse(openingHoursSchema);

const openingDayInput = z
  .object({
    weekday: weekdaySchema,
    closed: z.boolean({ error: 'must be true or false' }).default(false),
    // Rules across a day's fields, which JSON Schema cannot say: their descriptions do.
    opensAt: time
      .nullable()
      .optional()
      .meta({ description: 'Required unless closed is true; before closesAt.' }),
    closesAt: time
      .nullable()
      .optional()
      .meta({ description: 'Required unless closed is true; after opensAt.' }),
  })
  .superRefine((value, ctx) => {
    if (value.closed) return;
    if (!value.opensAt)
      ctx.addIssue({ code: 'custom', path: ['opensAt'], message: 'enter a time' });
    if (!value.closesAt)
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'enter a time' });
    if (value.opensAt && value.closesAt && value.opensAt >= value.closesAt) {
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'must be after opensAt' });
    }
  });
/** `PUT branches/{id}/opening-hours`: all seven days, each open (times) or closed. */
export const setOpeningHoursRequest = z.object({
  days: z
    .array(openingDayInput, { error: 'give the seven days of the week' })
    .length(7, 'give the seven days of the week')
    .refine((days) => new Set(days.map((d) => d.weekday)).size === 7, 'name each weekday once')
    .meta({ description: 'The seven days of the week: each weekday (1 to 7) once.' }),
});
export type SetOpeningHoursRequest = z.input<typeof setOpeningHoursRequest>;

export const closedDaySchema = z.object({
  id: z.uuid(),
  branchId: z.uuid(),
  date: z.string(),
  reason: z.string().nullable(),
});
export type ClosedDay = z.infer<typeof closedDaySchema>;
export const closedDayResponse = successResponse(closedDaySchema);
export const closedDayListResponse = paginatedResponse(closedDaySchema);
export const addClosedDayRequest = z.object({
  date: day,
  reason: z.string().trim().max(200, 'must be at most 200 characters').optional(),
});
export type AddClosedDayRequest = z.input<typeof addClosedDayRequest>;
export const closedDayListQuery = z.object({ ...pageQuery(100).shape, from: optional(day) });

/* Availability */

export const availabilityQuery = z.object({
  serviceId: uuid('service'),
  branchId: uuid('branch'),
  date: day,
});
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;
export const slotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  /** Capacity minus CONFIRMED bookings; requests do not hold a place until confirmed. */
  remaining: z.number().int(),
  /** REQUESTED bookings waiting for staff on this slot. */
  requested: z.number().int(),
});
export type Slot = z.infer<typeof slotSchema>;
export const availabilityResponse = successResponse(
  z.object({
    serviceId: z.uuid(),
    branchId: z.uuid(),
    date: z.string(),
    timeZone: z.string(),
    closed: z.boolean(),
    slots: z.array(slotSchema),
  }),
);

/* Bookings */

export const bookingSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  serviceId: z.uuid(),
  serviceName: z.string(),
  branchId: z.uuid(),
  branchName: z.string(),
  memberId: z.uuid(),
  memberName: z.string(),
  memberPhone: z.string(),
  status: bookingStatusSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  notes: z.string().nullable(),
  reason: z.string().nullable(),
  rescheduledFrom: z.uuid().nullable(),
  rescheduledTo: z.uuid().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingResponse = successResponse(bookingSchema);
export const bookingListResponse = paginatedResponse(bookingSchema);

/** `POST bookings` (with an Idempotency-Key): a REQUESTED booking of an offered slot. */
export const createBookingRequest = z.object({
  serviceId: uuid('service'),
  branchId: uuid('branch'),
  // Which times are taken depends on the service, the branch and the day: the document says where.
  startsAt: instant.meta({
    description: `The start of a slot GET bookings/availability offers for this serviceId and branchId: within opening hours, at least ${BOOKING_NOTICE_MINUTES} minutes ahead.`,
  }),
  notes: notes.optional(),
});
export type CreateBookingRequest = z.input<typeof createBookingRequest>;

/** `GET bookings`: `from`/`to` are Nairobi days of the start, both included. */
export const bookingListQuery = z
  .object({
    ...pageQuery(10).shape,
    status: optional(bookingStatusSchema),
    from: optional(day),
    to: optional(day),
    branchId: optional(uuid('branch')),
    serviceId: optional(uuid('service')),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' });
    }
  });
export type BookingListQuery = z.output<typeof bookingListQuery>;

/**
 * `PUT bookings/{id}/status`. `expectedStatus` (or `version`) is what the caller saw: if the
 * booking moved since, the answer is 409. RESCHEDULED needs `startsAt`, the new slot.
 */
export const changeBookingStatusRequest = z
  .object({
    status: bookingStatusSchema,
    reason: reason.optional(),
    startsAt: instant.optional(),
    expectedStatus: bookingStatusSchema.optional(),
    version: z.number({ error: 'must be a whole number' }).int('must be a whole number').optional(),
  })
  .superRefine((body, ctx) => {
    if (bookingNeedsReason(body.status) && !body.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: `is required to set ${body.status}`,
      });
    }
    if (body.status === 'RESCHEDULED' && !body.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'choose the new time' });
    }
  });
export type ChangeBookingStatusRequest = z.input<typeof changeBookingStatusRequest>;
