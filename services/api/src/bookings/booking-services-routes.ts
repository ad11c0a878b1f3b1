import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import { messageResponse } from '@pamoja/contract/auth';
import {
  bookingServiceListQuery,
  bookingServiceListResponse,
  bookingServiceResponse,
  createBookingServiceRequest,
  updateBookingServiceRequest,
} from '@pamoja/contract/bookings';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { listResponse } from '@pamoja/server-kit/routes/list-response';
import type { IdentityModule } from '../identity/identity-module';
import type { BookingServiceCatalogue } from './booking-service-catalogue';

const tags = ['bookings'];
const security = [{ bearerAuth: [], organisation: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409].map((status) => [status, errorResponseSchema]),
);
const idParams = z.object({ id: z.uuid('must be a booking service id') });

/** What can be booked: ADMINs keep the list; everyone in the organisation reads the active ones. */
export const bookingServicesRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  catalogue: BookingServiceCatalogue;
}> = async (app, { identity, catalogue }) => {
  const guard = (action: 'read' | 'manage') =>
    identity.guard({ can: [action, 'BookingService'], organisation: 'required' });

  app.get(
    '/booking-services',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'listBookingServices',
        querystring: bookingServiceListQuery,
        response: { 200: bookingServiceListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(request.query, await catalogue.list(currentAuth(request), request.query)),
  );

  app.post(
    '/booking-services',
    {
      preHandler: guard('manage'),
      schema: {
        tags,
        security,
        operationId: 'createBookingService',
        body: createBookingServiceRequest,
        response: { 201: bookingServiceResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await catalogue.create(currentAuth(request), request.body);
      return reply.code(201).send({ message: `${data.name} can now be booked.`, data });
    },
  );

  app.get(
    '/booking-services/:id',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'getBookingService',
        params: idParams,
        response: { 200: bookingServiceResponse, ...errors },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await catalogue.get(currentAuth(request), request.params.id),
    }),
  );

  app.put(
    '/booking-services/:id',
    {
      preHandler: guard('manage'),
      schema: {
        tags,
        security,
        operationId: 'updateBookingService',
        params: idParams,
        body: updateBookingServiceRequest,
        response: { 200: bookingServiceResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Booking service saved.',
      data: await catalogue.update(currentAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/booking-services/:id',
    {
      preHandler: guard('manage'),
      schema: {
        tags,
        security,
        operationId: 'deleteBookingService',
        summary: 'Delete a booking service, or deactivate it when it has bookings.',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const outcome = await catalogue.remove(currentAuth(request), request.params.id);
      return {
        message:
          outcome === 'deleted'
            ? 'Booking service deleted.'
            : 'This service has bookings, so it is deactivated instead of deleted.',
        data: null,
      };
    },
  );
};
