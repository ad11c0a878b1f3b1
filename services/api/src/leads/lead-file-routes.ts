import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import {
  leadDownloadAllQuery,
  leadDownloadSelectedQuery,
  leadGetAllQuery,
  leadGetAllResponse,
  LEADS_GET_ALL_LIMIT,
  leadReportQuery,
  leadReportResponse,
  leadStatsQuery,
  leadStatsResponse,
} from '@pamoja/contract/lead-files';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createLeadExports, EXPORT_CONTENT_TYPES, exportFileName } from './lead-exports';
import { createLeadFigures, reportCsv, reportFileName } from './lead-figures';
import { actorOf, errors, security, tags } from './lead-route-kit';

/**
 * The leads as files and figures: the compact list, CSV/XLSX exports streamed page by page, the
 * business figures and the daily report. Static paths, registered before `product-leads/{id}`.
 */
export const leadFileRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  const exports = createLeadExports(db);
  const figures = createLeadFigures(db);
  const guard = (action: 'read') =>
    identity.guard({ can: [action, 'Lead'], organisation: 'required' });
  // A SUPER_ADMIN may name the business with `business` instead of x-organization.
  const readAnyBusiness = identity.guard({ can: ['read', 'Lead'], organisation: 'optional' });

  app.get(
    '/product-leads/get-all',
    {
      preHandler: readAnyBusiness,
      schema: {
        tags,
        security,
        operationId: 'getAllLeads',
        summary: `The matching leads in a compact form, newest first, at most ${LEADS_GET_ALL_LIMIT}.`,
        querystring: leadGetAllQuery,
        response: { 200: leadGetAllResponse, ...errors },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await exports.getAll(currentAuth(request), request.query, LEADS_GET_ALL_LIMIT),
    }),
  );

  const file = (response: { header: (name: string, value: string) => unknown }, name: string) => {
    response.header('cache-control', 'no-store');
    response.header('content-disposition', `attachment; filename="${name}"`);
  };

  app.get(
    '/product-leads/download-all',
    {
      preHandler: readAnyBusiness,
      schema: {
        tags,
        security,
        operationId: 'downloadAllLeads',
        summary: "Every matching lead as a CSV or XLSX file, streamed (the list's filters).",
        querystring: leadDownloadAllQuery,
        response: { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const auth = currentAuth(request);
      // lead_events.lead_id is required, so an export of the whole list is logged, not an event.
      const body = exports.all(auth, filters, format, (rows) =>
        request.log.info(
          { export: 'leads', format, filters, rows, organisationId: auth.organisationId },
          'leads exported',
        ),
      );
      file(reply, exportFileName('leads', format));
      return reply.type(EXPORT_CONTENT_TYPES[format]).send(body as never);
    },
  );

  app.get(
    '/product-leads/download-selected',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'downloadSelectedLeads',
        summary: 'The chosen leads (those the caller sees) as a CSV or XLSX file, streamed.',
        querystring: leadDownloadSelectedQuery,
        response: { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { format, ids } = request.query;
      const body = exports.selected(actorOf(request), ids, format);
      file(reply, exportFileName('leads-selected', format));
      return reply.type(EXPORT_CONTENT_TYPES[format]).send(body as never);
    },
  );

  app.get(
    '/product-leads/business-leads-stats',
    {
      // A SUPER_ADMIN may name the business with `business` instead of x-organization.
      preHandler: readAnyBusiness,
      schema: {
        tags,
        security,
        operationId: 'leadStats',
        summary:
          'Counts per status and product, top agents, conversion (DISPATCHED ÷ captured), amounts.',
        querystring: leadStatsQuery,
        response: { 200: leadStatsResponse, ...errors },
      },
    },
    async (request) => ({
      message: SUCCESS_MESSAGE,
      data: await figures.stats(currentAuth(request), request.query),
    }),
  );

  app.get(
    '/product-leads/report',
    {
      preHandler: guard('read'),
      schema: {
        tags,
        security,
        operationId: 'leadReport',
        summary:
          'Per Africa/Nairobi day, product and agent: captured, approved, dispatched, rejected, cancelled; totals. format=csv downloads one table (table=days|products|agents).',
        querystring: leadReportQuery,
        response: { 200: leadReportResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await figures.report(currentAuth(request), request.query);
      if (request.query.format === 'json') return { message: SUCCESS_MESSAGE, data };
      file(reply, reportFileName(data, request.query.table));
      return reply
        .type(EXPORT_CONTENT_TYPES.csv)
        .send(reportCsv(data, request.query.table) as never);
    },
  );
};
