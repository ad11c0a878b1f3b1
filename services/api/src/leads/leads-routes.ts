import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationQuery, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import { messageResponse } from '@pamoja/contract/auth';
import {
  approveLeadsRequest,
  assignLeadsRequest,
  bulkLeadResponse,
  changeLeadActivationRequest,
  changeLeadStatusRequest,
  createLeadRequest,
  leadApprovalOtpRequest,
  leadApprovalOtpResponse,
  leadEventListResponse,
  leadListQuery,
  leadListResponse,
  leadResponse,
  openLeadOtpRequest,
  openLeadOtpResponse,
  updateLeadRequest,
  type BulkLeadResult,
} from '@pamoja/contract/leads';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { attemptLimits } from '@pamoja/server-kit/rate-limit';
import { listResponse } from '@pamoja/server-kit/routes/list-response';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createOtpService } from '../otp/otp-module';
import { createProductCatalogue } from '../products/products-module';
import { leadFileRoutes } from './lead-file-routes';
import { actorOf, errors, leadParams, security, tags } from './lead-route-kit';
import { facilityRoutes } from './facility-routes';
import { createLeadService } from './lead-service';
import { createLeadTransitions } from './lead-transitions';

/** One sentence for a bulk answer: how many changed and how many were skipped. */
function bulkMessage(result: BulkLeadResult, done: string) {
  const count = (n: number) => `${n} ${n === 1 ? 'lead' : 'leads'}`;
  const skipped = result.skipped.length ? ` ${count(result.skipped.length)} skipped.` : '';
  return `${count(result.updated.length)} ${done}.${skipped}`;
}

/** Product leads: capture with consent, list, read, edit, delete, status changes, approval. */
export const leadsRoutes: FastifyPluginAsyncZod<{ identity: IdentityModule; db: MainDb }> = async (
  app,
  { identity, db },
) => {
  const otp = createOtpService(db);
  const leads = createLeadService(db, otp, createProductCatalogue(db));
  await app.register(facilityRoutes, { identity, db, leads });
  const transitions = createLeadTransitions(db, otp);
  const guard = (action: 'create' | 'read' | 'update' | 'approve' | 'manage') =>
    identity.guard({ can: [action, 'Lead'], organisation: 'required' });
  // Codes are guessable secrets and texts cost money: the OTP budget per IP and per account.
  const limits = attemptLimits(app, identity.limits, (request) => request.auth?.userId);

  app.post(
    '/product-leads/open-otp',
    {
      preHandler: [guard('create'), limits],
      schema: {
        tags,
        security,
        operationId: 'openLeadOtp',
        summary:
          "Text the customer a 6-digit consent code for a lead of one of the agent's products.",
        body: openLeadOtpRequest,
        response: { 200: openLeadOtpResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'We sent a 6-digit consent code by SMS to the customer.',
      data: await leads.openOtp(currentAuth(request), request.body),
    }),
  );

  app.post(
    '/product-leads',
    {
      preHandler: [guard('create'), limits],
      schema: {
        tags,
        security,
        operationId: 'createLead',
        summary: "Capture a lead with the customer's consent code.",
        body: createLeadRequest,
        response: { 201: leadResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await leads.create(actorOf(request), request.body);
      return reply.code(201).send({ message: `Lead ${data.code} is captured.`, data });
    },
  );

  // A SUPER_ADMIN may name the business with `business` instead of x-organization.
  const readAnyBusiness = identity.guard({ can: ['read', 'Lead'], organisation: 'optional' });

  app.get(
    '/product-leads',
    {
      preHandler: readAnyBusiness,
      schema: {
        tags,
        security,
        operationId: 'listLeads',
        querystring: leadListQuery,
        response: { 200: leadListResponse, ...errors },
      },
    },
    async (request) => {
      const page = await leads.list(currentAuth(request), request.query);
      const answer = listResponse(request.query, page);
      // Above 10,000 matches `total` is the planner's estimate (docs/domains/leads.md#lists).
      if (!page.totalIsEstimate) return answer;
      return { ...answer, pagination: { ...answer.pagination, totalIsEstimate: true } };
    },
  );

  app.put(
    '/product-leads/change-status',
    {
      preHandler: guard('update'),
      schema: {
        tags,
        security,
        operationId: 'changeLeadStatus',
        body: changeLeadStatusRequest,
        response: { 200: bulkLeadResponse, ...errors },
      },
    },
    async (request) => {
      const data = await transitions.changeStatus(actorOf(request), request.body);
      return { message: bulkMessage(data, `set to ${request.body.status}`), data };
    },
  );

  app.put(
    '/product-leads/change-activate-status',
    {
      preHandler: guard('update'),
      schema: {
        tags,
        security,
        operationId: 'changeLeadActivation',
        summary:
          'Active: the product is activated for the customer (DISPATCHED); inactive: SUSPENDED.',
        body: changeLeadActivationRequest,
        response: { 200: bulkLeadResponse, ...errors },
      },
    },
    async (request) => {
      const data = await transitions.changeActivation(actorOf(request), request.body);
      return { message: bulkMessage(data, request.body.active ? 'dispatched' : 'suspended'), data };
    },
  );

  app.post(
    '/product-leads/approval-otp',
    {
      preHandler: [guard('approve'), limits],
      schema: {
        tags,
        security,
        operationId: 'leadApprovalOtp',
        summary: 'Send the approver a code for exactly these leads.',
        body: leadApprovalOtpRequest,
        response: { 200: leadApprovalOtpResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'We sent you a 6-digit code by SMS and e-mail to approve these leads.',
      data: await transitions.approvalOtp(currentAuth(request), request.body.leadIds),
    }),
  );

  app.put(
    '/product-leads/approve-leads',
    {
      preHandler: [guard('approve'), limits],
      schema: {
        tags,
        security,
        operationId: 'approveLeads',
        body: approveLeadsRequest,
        response: { 200: bulkLeadResponse, ...errors },
      },
    },
    async (request) => {
      const data = await transitions.approve(
        actorOf(request),
        request.body.leadIds,
        request.body.code,
      );
      return { message: bulkMessage(data, 'approved'), data };
    },
  );

  app.put(
    '/product-leads/assign-leads',
    {
      preHandler: guard('manage'),
      schema: {
        tags,
        security,
        operationId: 'assignLeads',
        body: assignLeadsRequest,
        response: { 200: bulkLeadResponse, ...errors },
      },
    },
    async (request) => {
      const data = await transitions.assign(
        actorOf(request),
        request.body.leadIds,
        request.body.assignedTo,
      );
      return { message: bulkMessage(data, 'assigned'), data };
    },
  );

  await app.register(leadFileRoutes, { identity, db });

  app.get(
    '/product-leads/:id',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'getLead',
        params: leadParams,
        response: { 200: leadResponse, ...errors },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await leads.get(currentAuth(request), request.params.id),
    }),
  );

  app.put(
    '/product-leads/:id',
    {
      preHandler: guard('update'),
      schema: {
        tags,
        security,
        operationId: 'updateLead',
        params: leadParams,
        body: updateLeadRequest,
        response: { 200: leadResponse, ...errors },
      },
    },
    async (request) => {
      const data = await leads.update(actorOf(request), request.params.id, request.body);
      return { message: `Lead ${data.code} saved.`, data };
    },
  );

  app.delete(
    '/product-leads/:id',
    {
      preHandler: guard('update'),
      schema: {
        tags,
        security,
        operationId: 'deleteLead',
        params: leadParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await leads.remove(actorOf(request), request.params.id);
      return { message: 'Lead deleted.', data: null };
    },
  );

  app.get(
    '/activity-logs/lead/:id',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'listLeadActivity',
        summary: "A lead's activity log, newest first, with each actor's name.",
        params: leadParams,
        querystring: paginationQuery,
        response: { 200: leadEventListResponse, ...errors },
      },
    },
    async (request) =>
      listResponse(
        request.query,
        await leads.events(currentAuth(request), request.params.id, request.query),
      ),
  );
};
