import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import {
  availabilityQuery,
  availabilityResponse,
  bookingListQuery,
  bookingListResponse,
  bookingResponse,
  changeBookingStatusRequest,
  createBookingRequest,
  type BookingStatus,
} from '@pamoja/contract/bookings';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { conflict } from '@pamoja/server-kit/errors';
import { listResponse } from '@pamoja/server-kit/routes/list-response';
import type { IdentityModule } from '../identity/identity-module';
import { linkToClaim } from '../idempotency/idempotency-module';
import type { Availability } from './availability';
import type { BookingRequests } from './booking-requests';
import type { BookingStatusChanges } from './booking-status';
import { calendarFile } from './ics';

const BOOKING_REQUESTED = 'Booking requested. We will confirm it soon.';
const tags = ['bookings'];
const security = [{ bearerAuth: [], organisation: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409, 422].map((status) => [status, errorResponseSchema]),
);
const idParams = z.object({ id: z.uuid('must be a booking id') });

const DONE: Record<BookingStatus, string> = {
  REQUESTED: 'Booking requested.',
  CONFIRMED: 'Booking confirmed.',
  DECLINED: 'Booking declined.',
  CANCELLED: 'Booking cancelled.',
  COMPLETED: 'Booking completed.',
  NO_SHOW: 'Marked as a no-show.',
  RESCHEDULED: 'Booking moved: the new time waits for confirmation.',
};

/** Availability, booking requests, the list, status changes and the calendar file. */
export const bookingsRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  availability: Availability;
  requests: BookingRequests;
  status: BookingStatusChanges;
}> = async (app, { identity, availability, requests, status }) => {
  const guard = (action: 'read' | 'create' | 'update') =>
    identity.guard({ can: [action, 'Booking'], organisation: 'required' });

  app.get(
    '/bookings/availability',
    {
      preHandler: identity.guard({ can: ['read', 'BookingService'], organisation: 'required' }),
      schema: {
        tags,
        security,
        operationId: 'bookingAvailability',
        summary: 'Free slots of a service at a branch on a day (Nairobi time).',
        querystring: availabilityQuery,
        response: { 200: availabilityResponse, ...errors },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await availability.forDay(currentAuth(request), request.query),
    }),
  );

  app.post(
    '/bookings',
    {
      preHandler: guard('create'),
      config: {
        idempotency: {
          // A retry of a request that died after recording the booking answers with it.
          replay: async (id, request, reply) =>
            reply.code(201).send({
              message: BOOKING_REQUESTED,
              data: await requests.get(currentAuth(request), id),
            }),
        },
      },
      schema: {
        tags,
        security,
        operationId: 'createBooking',
        summary: 'Request an offered slot (with an Idempotency-Key).',
        body: createBookingRequest,
        response: { 201: bookingResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await requests.create(currentAuth(request), request.body, linkToClaim(request));
      return reply.code(201).send({ message: BOOKING_REQUESTED, data });
    },
  );

  app.get(
    '/bookings',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'listBookings',
        querystring: bookingListQuery,
        response: { 200: bookingListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(request.query, await requests.list(currentAuth(request), request.query)),
  );

  app.get(
    '/bookings/:id',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'getBooking',
        params: idParams,
        response: { 200: bookingResponse, ...errors },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await requests.get(currentAuth(request), request.params.id),
    }),
  );

  app.put(
    '/bookings/:id/status',
    {
      preHandler: guard('update'),
      schema: {
        tags,
        security,
        operationId: 'changeBookingStatus',
        params: idParams,
        body: changeBookingStatusRequest,
        response: { 200: bookingResponse, ...errors },
      },
    },
    async (request) => {
      const data = await status.change(
        { auth: currentAuth(request), requestId: request.id },
        request.params.id,
        request.body,
      );
      return { message: DONE[data.status], data };
    },
  );

  app.get(
    '/bookings/:id/calendar.ics',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'bookingCalendarFile',
        summary: 'The confirmed booking as an iCalendar file.',
        params: idParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const booking = await requests.row(currentAuth(request), request.params.id);
      if (booking.status !== 'CONFIRMED') {
        throw conflict(
          'Only a confirmed booking can be added to a calendar.',
          'BOOKING_NOT_CONFIRMED',
        );
      }
      const location = [booking.branch_name, booking.branch_address].filter(Boolean).join(', ');
      const file = calendarFile({
        uid: `${booking.id}@pamoja`,
        summary: `${booking.service_name} at ${booking.branch_name}`,
        location,
        description: booking.notes ?? `Your ${booking.service_name} booking.`,
        startsAt: booking.starts_at,
        endsAt: booking.ends_at,
        stamp: booking.updated_at,
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="booking-${booking.id}.ics"`)
        .send(file);
    },
  );
};
