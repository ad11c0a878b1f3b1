import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import {
  groupEnquiryListResponse,
  groupEnquiryRequest,
  groupEnquiryResponse,
  groupListQuery,
} from '@pamoja/contract/groups';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { attemptLimits } from '@pamoja/server-kit/rate-limit';
import type { MainDb } from '../db/schema';
import { createGroupEnquiryService } from './group-enquiry-service';
import type { IdentityModule } from '../identity/identity-module';
import { listResponse } from '@pamoja/server-kit/routes/list-response';

const tags = ['groups'];
const security = [{ bearerAuth: [], organisation: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 429].map((status) => [status, errorResponseSchema]),
);

/**
 * `groups`: the contact form and its list. Posting needs a signed-in member and an
 * organisation: the enquiry is e-mailed to that organisation's admins, so an anonymous form would
 * be a relay for spam into their inboxes.
 */
export const groupsRoutes: FastifyPluginAsyncZod<{ identity: IdentityModule; db: MainDb }> = async (
  app,
  { identity, db },
) => {
  const enquiries = createGroupEnquiryService(db);
  const scoped = identity.guard({ organisation: 'required' });
  // Each enquiry e-mails every admin: a member gets the same per-minute budget as a login.
  const limits = attemptLimits(app, identity.limits, (request) => request.auth?.userId);

  app.get(
    '/groups',
    {
      preHandler: scoped,
      schema: {
        tags,
        security,
        operationId: 'listGroupEnquiries',
        querystring: groupListQuery,
        response: { 200: groupEnquiryListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(request.query, await enquiries.list(currentAuth(request), request.query)),
  );

  app.post(
    '/groups',
    {
      preHandler: [scoped, limits],
      schema: {
        tags,
        security,
        operationId: 'submitGroupEnquiry',
        body: groupEnquiryRequest,
        response: { 201: groupEnquiryResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await enquiries.submit(currentAuth(request), request.body);
      return reply
        .code(201)
        .send({ message: 'Thank you. The organisation will get back to you.', data });
    },
  );
};
