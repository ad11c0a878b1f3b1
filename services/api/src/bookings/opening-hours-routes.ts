import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import { messageResponse } from '@pamoja/contract/auth';
import {
  addClosedDayRequest,
  closedDayListQuery,
  closedDayListResponse,
  closedDayResponse,
  openingHoursResponse,
  setOpeningHoursRequest,
} from '@pamoja/contract/bookings';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { listResponse } from '@pamoja/server-kit/routes/list-response';
import type { IdentityModule } from '../identity/identity-module';
import type { OpeningHoursService } from './opening-hours';

const tags = ['bookings'];
const security = [{ bearerAuth: [], organisation: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409].map((status) => [status, errorResponseSchema]),
);
const branchParams = z.object({ id: z.uuid('must be a branch id') });
const closedDayParams = branchParams.extend({ dayId: z.uuid('must be a closed day id') });

/** A branch's opening hours (Nairobi time) and closed days: read by all, set by ADMINs. */
export const openingHoursRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  hours: OpeningHoursService;
}> = async (app, { identity, hours }) => {
  const canRead = identity.guard({ can: ['read', 'BookingService'], organisation: 'required' });
  const canSet = identity.guard({ can: ['update', 'Branch'], organisation: 'required' });

  app.get(
    '/branches/:id/opening-hours',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        operationId: 'getOpeningHours',
        params: branchParams,
        response: { 200: openingHoursResponse, ...errors },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await hours.get(currentAuth(request), request.params.id),
    }),
  );

  app.put(
    '/branches/:id/opening-hours',
    {
      preHandler: canSet,
      schema: {
        tags,
        security,
        operationId: 'setOpeningHours',
        params: branchParams,
        body: setOpeningHoursRequest,
        response: { 200: openingHoursResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Opening hours saved.',
      data: await hours.set(currentAuth(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/branches/:id/closed-days',
    {
      preHandler: canRead,
      schema: {
        tags,
        security,
        operationId: 'listClosedDays',
        params: branchParams,
        querystring: closedDayListQuery,
        response: { 200: closedDayListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(
        request.query,
        await hours.closedDays(currentAuth(request), request.params.id, request.query),
      ),
  );

  app.post(
    '/branches/:id/closed-days',
    {
      preHandler: canSet,
      schema: {
        tags,
        security,
        operationId: 'addClosedDay',
        params: branchParams,
        body: addClosedDayRequest,
        response: { 201: closedDayResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await hours.addClosedDay(currentAuth(request), request.params.id, request.body);
      return reply.code(201).send({ message: `The branch is closed on ${data.date}.`, data });
    },
  );

  app.delete(
    '/branches/:id/closed-days/:dayId',
    {
      preHandler: canSet,
      schema: {
        tags,
        security,
        operationId: 'removeClosedDay',
        params: closedDayParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await hours.removeClosedDay(currentAuth(request), request.params.id, request.params.dayId);
      return { message: 'The branch opens that day again.', data: null };
    },
  );
};
