import { z } from 'zod';
import { leadStatuses, needsReason } from './lead-states';
import { day, optional, uuid } from './lead-query-parts';
import { paginatedResponse, pageQuery, successResponse } from './api-response';
import { facilitySchema } from './facilities';
import { positiveKes, positiveKesSchema as kes } from './money';
import { phoneSchema, PHONE_MESSAGE } from './phone';
import { normalisePhone } from './phone-number';

export const leadStatusSchema = z.enum(leadStatuses, {
  error: `must be one of ${leadStatuses.join(', ')}`,
});

export const leadSources = ['AGENT', 'WEB_CHECKOUT'] as const;
export type LeadSource = (typeof leadSources)[number];

/** `LD-` and 8 characters people can read out on the phone (no 0/O, 1/I). */
export const LEAD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const LEAD_CODE = /^LD-[A-Z0-9]{8}$/;

export const leadSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  organisationId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  /** Only the last 3 digits are ever shown; the whole number is kept hashed. */
  nationalIdLast3: z.string().nullable(),
  /** KES; null for products without an amount. */
  amount: z.number().nullable(),
  location: z.string(),
  /** The referrer's code (`PMJ-…`, upper-case). */
  referralId: z.string().nullable(),
  /** The facility chosen for a health-insurance lead; null for other products. */
  facility: facilitySchema.nullable(),
  agentId: z.uuid(),
  agentName: z.string(),
  assignedTo: z.uuid().nullable(),
  source: z.enum(leadSources),
  status: leadStatusSchema,
  reason: z.string().nullable(),
  consentVerifiedAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadResponse = successResponse(leadSchema);
export const leadListResponse = paginatedResponse(leadSchema);

const customerName = z
  .string({ error: 'name is required' })
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(120, 'must be at most 120 characters');
const nationalId = z
  .string({ error: 'must be a national id number' })
  .trim()
  .regex(/^\d{6,10}$/, 'must be a national id number of 6 to 10 digits');
const location = z
  .string({ error: 'location is required' })
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(120, 'must be at most 120 characters');
/** A member's referral code, compared and stored upper-case. */
const referralId = z
  .string()
  .trim()
  .max(40, 'must be at most 40 characters')
  .transform((value) => value.toUpperCase());
const facilityId = z.uuid({ error: 'must be a facility id' });
const otp = z.string({ error: 'must be the 6-digit code' }).regex(/^\d{6}$/, 'must be 6 digits');
const productId = z.uuid({ error: 'must be a product id' });
const reason = z
  .string({ error: 'must be a sentence' })
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(500, 'must be at most 500 characters');

/** `POST product-leads/open-otp`: a consent code texted to the customer. */
export const openLeadOtpRequest = z.object({ phoneNumber: phoneSchema, productId });
export type OpenLeadOtpRequest = z.input<typeof openLeadOtpRequest>;
export const openLeadOtpResponse = successResponse(
  z.object({ phoneNumber: z.string(), codeExpiresAt: z.string() }),
);

/** `POST product-leads`: the lead, with the customer's consent code. */
export const createLeadRequest = z.object({
  productId,
  name: customerName,
  phoneNumber: phoneSchema,
  nationalId: nationalId.optional(),
  // Rules that depend on the product, which JSON Schema cannot see: the descriptions say them.
  amount: kes.optional().meta({
    description:
      "Required when the product's hasAmount is true, from its minAmount to its maxAmount; else empty.",
  }),
  location,
  referralId: referralId.optional().meta({ description: "A member's referral code, or empty." }),
  facilityId: facilityId.optional().meta({
    description:
      'Required for a health-insurance product (GET product-leads/facilities), refused for any other.',
  }),
  otp: otp.meta({
    description: 'The code POST product-leads/open-otp texted for this phoneNumber and productId.',
  }),
});
export type CreateLeadRequest = z.input<typeof createLeadRequest>;
export type NewLead = z.output<typeof createLeadRequest>;

/** `PUT product-leads/{code or id}`: customer fields while NEW; `agentId` by an ADMIN. */
export const updateLeadRequest = z
  .object({
    name: customerName,
    phoneNumber: phoneSchema,
    nationalId: nationalId.nullable(),
    amount: kes.nullable(),
    location,
    referralId: referralId.nullable(),
    facilityId: facilityId.nullable(),
    agentId: z.uuid({ error: 'must be a user id' }),
    version: z.number({ error: 'must be a whole number' }).int('must be a whole number'),
  })
  .partial()
  .superRefine((body, ctx) => {
    const changed = Object.entries(body).filter(([field]) => field !== 'version');
    if (changed.every(([, value]) => value === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'change at least one field' });
    }
  });
export type UpdateLeadRequest = z.input<typeof updateLeadRequest>;
export type LeadChanges = z.output<typeof updateLeadRequest>;

const leadIds = z
  .array(z.uuid({ error: 'must be a lead id' }), { error: 'must be a list of lead ids' })
  .min(1, 'name at least one lead')
  .max(100, 'must be at most 100 leads');

/** `PUT product-leads/change-status`; `versions` skips leads changed since they were read. */
export const changeLeadStatusRequest = z
  .object({
    leadIds,
    status: leadStatusSchema,
    reason: reason.optional(),
    versions: z.record(z.string(), z.number().int()).optional(),
  })
  .superRefine((body, ctx) => {
    if (needsReason(body.status) && !body.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: `is required to set ${body.status}`,
      });
    }
  });
export type ChangeLeadStatusRequest = z.input<typeof changeLeadStatusRequest>;

/** `PUT product-leads/change-activate-status`: active → DISPATCHED, inactive → SUSPENDED. */
export const changeLeadActivationRequest = z
  .object({
    leadIds,
    active: z.boolean({ error: 'must be true or false' }),
    reason: reason.optional(),
    versions: z.record(z.string(), z.number().int()).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.active && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'is required to suspend' });
    }
  });
export type ChangeLeadActivationRequest = z.input<typeof changeLeadActivationRequest>;

/** `POST product-leads/approval-otp`: a code bound to the approver and this set of leads. */
export const leadApprovalOtpRequest = z.object({ leadIds });
export const leadApprovalOtpResponse = successResponse(
  z.object({ leadIds: z.array(z.uuid()), sentTo: z.array(z.string()), codeExpiresAt: z.string() }),
);
/** `PUT product-leads/approve-leads`. */
export const approveLeadsRequest = z.object({ leadIds, code: otp });
export type ApproveLeadsRequest = z.input<typeof approveLeadsRequest>;

/** `PUT product-leads/assign-leads`. */
export const assignLeadsRequest = z.object({
  leadIds,
  assignedTo: z.uuid({ error: 'must be a user id' }),
});
export type AssignLeadsRequest = z.input<typeof assignLeadsRequest>;

/** Every bulk change answers per lead. */
export const bulkLeadResultSchema = z.object({
  updated: z.array(z.string()),
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
});
export type BulkLeadResult = z.infer<typeof bulkLeadResultSchema>;
export const bulkLeadResponse = successResponse(bulkLeadResultSchema);

const text = z.string().trim().max(120, 'must be at most 120 characters');
const queryPhone = z.string().transform((value, ctx) => {
  const phone = normalisePhone(value);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
});
/**
 * `GET product-leads` with its 13 filters and `limit`: `phoneNumber` in any accepted form,
 * `name` any part, amounts in KES (ignored for products without an amount), `from`/`to` dates
 * of capture (`to` includes its whole day), `product`, `agent`, `assignedTo` ids.
 */
export const leadListQuery = z
  .object({
    ...pageQuery(10).shape,
    /** Only for a SUPER_ADMIN without `x-organization`; everyone else lists their own. */
    business: optional(uuid('business')),
    status: optional(leadStatusSchema),
    referralId: optional(referralId),
    phoneNumber: optional(queryPhone),
    name: optional(text),
    amountFrom: optional(positiveKes()),
    amountTo: optional(positiveKes()),
    from: optional(day),
    to: optional(day),
    product: optional(uuid('product')),
    agent: optional(uuid('user')),
    assignedTo: optional(uuid('user')),
    location: optional(text),
  })
  .superRefine((query, ctx) => {
    if (query.amountFrom && query.amountTo && query.amountFrom > query.amountTo) {
      ctx.addIssue({
        code: 'custom',
        path: ['amountFrom'],
        message: 'must not be more than amountTo',
      });
    }
  });
export type LeadListQuery = z.output<typeof leadListQuery>;

/** One entry of a lead's activity log (append-only). */
export const leadEventSchema = z.object({
  id: z.uuid(),
  leadId: z.uuid(),
  action: z.string(),
  fromStatus: leadStatusSchema.nullable(),
  toStatus: leadStatusSchema.nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;
export const leadEventListResponse = paginatedResponse(leadEventSchema);
