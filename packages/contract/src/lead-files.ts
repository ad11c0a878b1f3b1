import { z } from 'zod';
import { CALENDAR_DAY_PATTERN, isCalendarDay, wellFormed } from './calendar-day';
import { successResponse } from './api-response';
import { leadExportFormats } from './lead-states';
import { day, fromNotAfterTo, optional, uuid } from './lead-query-parts';
import { leadStatusSchema, leadListQuery } from './leads';

/** The leads as files and figures: `get-all`, the exports, the business figures, the report. */

/** `GET product-leads/get-all?agent&from&to&product`: at most this many leads. */
export const LEADS_GET_ALL_LIMIT = 1000;
export const leadGetAllQuery = z
  .object({
    business: optional(uuid('business')),
    agent: optional(uuid('user')),
    from: optional(day),
    to: optional(day),
    product: optional(uuid('product')),
  })
  .superRefine(fromNotAfterTo);
export type LeadGetAllQuery = z.output<typeof leadGetAllQuery>;

/** A lead in the compact form of `get-all`. */
export const compactLeadSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  status: leadStatusSchema,
  productId: z.uuid(),
  productName: z.string(),
  /** KES; null for products without an amount. */
  amount: z.number().nullable(),
  createdAt: z.string(),
});
export type CompactLead = z.infer<typeof compactLeadSchema>;
export const leadGetAllResponse = successResponse(
  z.object({ leads: z.array(compactLeadSchema), truncated: z.boolean() }),
);

const exportFormat = z
  .enum(leadExportFormats, { error: 'must be csv or xlsx' })
  .optional()
  .default('csv');

/** `GET product-leads/download-all?format=csv|xlsx&<the list's filters>`. */
export const leadDownloadAllQuery = z
  .object({
    ...leadListQuery.shape,
    format: exportFormat,
  })
  .omit({ page: true, limit: true })
  .superRefine((query, ctx) => {
    if (query.amountFrom && query.amountTo && query.amountFrom > query.amountTo) {
      ctx.addIssue({
        code: 'custom',
        path: ['amountFrom'],
        message: 'must not be more than amountTo',
      });
    }
    fromNotAfterTo(query, ctx);
  });
export type LeadDownloadAllQuery = z.output<typeof leadDownloadAllQuery>;

/** At most this many ids in one `download-selected`. */
export const LEADS_SELECTED_LIMIT = 1000;
/** One lead id as the document states it (zod's own uuid rule, without its anchors). */
const LEAD_ID = z.regexes.uuid().source.slice(1, -1);
/** `GET product-leads/download-selected?ids=<comma-separated>&format=`. */
export const leadDownloadSelectedQuery = z.object({
  ids: z
    .string({ error: 'must be lead ids separated by commas' })
    // The transform below is invisible to the document: its pattern says what it takes.
    .meta({
      pattern: `^${LEAD_ID}(?:\\s*,\\s*${LEAD_ID}){0,${LEADS_SELECTED_LIMIT - 1}}$`,
      description: `From 1 to ${LEADS_SELECTED_LIMIT} lead ids, separated by commas.`,
    })
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.uuid({ error: 'must be lead ids separated by commas' }))
        .min(1, 'name at least one lead')
        .max(LEADS_SELECTED_LIMIT, `must be at most ${LEADS_SELECTED_LIMIT} leads`),
    ),
  format: exportFormat,
});
export type LeadDownloadSelectedQuery = z.output<typeof leadDownloadSelectedQuery>;

/** `GET product-leads/business-leads-stats?business&agent&from&to`. */
export const leadStatsQuery = z
  .object({
    /** Only for a SUPER_ADMIN without `x-organization`. */
    business: optional(uuid('business')),
    agent: optional(uuid('user')),
    from: optional(day),
    to: optional(day),
  })
  .superRefine(fromNotAfterTo);
export type LeadStatsQuery = z.output<typeof leadStatsQuery>;

export const leadStatsSchema = z.object({
  captured: z.number().int(),
  byStatus: z.record(leadStatusSchema, z.number().int()),
  byProduct: z.array(
    z.object({ productId: z.uuid(), productName: z.string(), count: z.number().int() }),
  ),
  /** The ten agents who captured the most. */
  topAgents: z.array(
    z.object({
      agentId: z.uuid(),
      name: z.string(),
      captured: z.number().int(),
      dispatched: z.number().int(),
    }),
  ),
  /** DISPATCHED ÷ captured, 4 decimals; 0 when nothing was captured. */
  conversion: z.number(),
  /** KES, over the leads with an amount. */
  amounts: z.object({ count: z.number().int(), sum: z.number(), average: z.number() }),
});
export type LeadStats = z.infer<typeof leadStatsSchema>;
export const leadStatsResponse = successResponse(leadStatsSchema);

/** The longest `report` range, in days. */
export const LEAD_REPORT_MAX_DAYS = 366;
const plainDay = z
  .string({ error: 'must be a date such as 2026-01-31' })
  .regex(CALENDAR_DAY_PATTERN, 'must be a date such as 2026-01-31')
  .refine(isCalendarDay, { message: 'must be a date such as 2026-01-31', when: wellFormed });

/**
 * `GET product-leads/report?startDate&endDate&format`: Africa/Nairobi days, both included. The
 * range rule spans two parameters, which JSON Schema cannot say: their descriptions do.
 */
export const leadReportQuery = z
  .object({
    startDate: plainDay.meta({ description: 'The first day; not after endDate.' }),
    endDate: plainDay.meta({
      description: `The last day; from startDate to ${LEAD_REPORT_MAX_DAYS - 1} days after it (at most ${LEAD_REPORT_MAX_DAYS} days in all).`,
    }),
    format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).optional().default('json'),
    /** Which table `format=csv` downloads. */
    table: z
      .enum(['days', 'products', 'agents'], { error: 'must be days, products or agents' })
      .optional()
      .default('days'),
  })
  .superRefine((query, ctx) => {
    const days = (Date.parse(query.endDate) - Date.parse(query.startDate)) / 86_400_000 + 1;
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'must not be after endDate' });
    } else if (days > LEAD_REPORT_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `must be at most ${LEAD_REPORT_MAX_DAYS} days after startDate`,
      });
    }
  });
export type LeadReportQuery = z.output<typeof leadReportQuery>;

const reportFigures = {
  captured: z.number().int(),
  approved: z.number().int(),
  dispatched: z.number().int(),
  rejected: z.number().int(),
  cancelled: z.number().int(),
};
export const leadReportSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(z.object({ day: z.string(), ...reportFigures })),
  totals: z.object(reportFigures),
  /** Per product over the range, most captured first, then by name. */
  byProduct: z.array(z.object({ productId: z.uuid(), productName: z.string(), ...reportFigures })),
  /** Per capturing agent over the range, most captured first, then by name. */
  byAgent: z.array(z.object({ agentId: z.uuid(), agentName: z.string(), ...reportFigures })),
});
export type LeadReport = z.infer<typeof leadReportSchema>;
export const leadReportResponse = successResponse(leadReportSchema);
