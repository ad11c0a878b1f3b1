import { z } from 'zod';
import { fieldChangesOf } from './field-changes';
import {
  paginatedResponse,
  paginationQuery,
  paginationSchema,
  successResponse,
} from './api-response';
import { phoneSchema } from './phone';
import { acceptedTransactionResponse, wholeShillings } from './wallet';

/** Airtime is bought per recipient in whole shillings, KES 10 to 10,000 (issue 6). */
export const AIRTIME_LIMITS = { min: 10, max: 10_000 } as const;
/** One upload: at most this many data rows and bytes; a group holds at most this many members. */
export const AIRTIME_IMPORT_MAX_ROWS = 10_000;
export const AIRTIME_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const AIRTIME_GROUP_MAX_MEMBERS = 10_000;
/** The columns an upload must carry, in the template's order. */
export const AIRTIME_IMPORT_COLUMNS = ['name', 'phone', 'amount'] as const;
/** Presets the purchase screen offers, in KES. */
export const AIRTIME_PRESETS = [50, 100, 200, 500, 1000] as const;

export const airtimeAmountSchema = wholeShillings(AIRTIME_LIMITS.min, AIRTIME_LIMITS.max);

export const airtimeMemberNameSchema = z
  .string({ error: 'name is required' })
  .trim()
  // An empty field asks for the name rather than stating the length rule.
  .min(2, {
    error: (issue) => (issue.input === '' ? 'enter a name' : 'must be at least 2 characters'),
  })
  .max(100, 'must be at most 100 characters');

const groupName = z
  .string({ error: 'name is required' })
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(100, 'must be at most 100 characters');
const description = z.string().trim().max(500, 'must be at most 500 characters');

export const airtimeGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  memberCount: z.number().int(),
  /** The sum of the members' amounts in KES: what one "buy for group" costs. */
  totalAmount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AirtimeGroup = z.infer<typeof airtimeGroupSchema>;

export const airtimeGroupMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phoneNumber: z.string(),
  amount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AirtimeGroupMember = z.infer<typeof airtimeGroupMemberSchema>;

export const airtimeGroupListQuery = paginationQuery.extend({
  keyword: z.string().trim().max(100, 'must be at most 100 characters').optional(),
});
export type AirtimeGroupListQuery = z.infer<typeof airtimeGroupListQuery>;
export const airtimeGroupListResponse = paginatedResponse(airtimeGroupSchema);
export const airtimeGroupResponse = successResponse(airtimeGroupSchema);

/** GET airtime-groups/{id}: the group with one page of its members (pagination is the members'). */
export const airtimeGroupDetailQuery = airtimeGroupListQuery;
export const airtimeGroupDetailSchema = airtimeGroupSchema.extend({
  members: z.array(airtimeGroupMemberSchema),
});
export type AirtimeGroupDetail = z.infer<typeof airtimeGroupDetailSchema>;
export const airtimeGroupDetailResponse = z.object({
  message: z.string(),
  data: airtimeGroupDetailSchema,
  pagination: paginationSchema,
});

export const createAirtimeGroupRequest = z.object({
  name: groupName,
  description: description.optional(),
});
export type CreateAirtimeGroupRequest = z.input<typeof createAirtimeGroupRequest>;
export const updateAirtimeGroupRequest = fieldChangesOf(createAirtimeGroupRequest, 'name');
export type UpdateAirtimeGroupRequest = z.input<typeof updateAirtimeGroupRequest>;

export const addAirtimeMemberRequest = z.object({
  name: airtimeMemberNameSchema,
  phoneNumber: phoneSchema,
  amount: airtimeAmountSchema,
});
export type AddAirtimeMemberRequest = z.input<typeof addAirtimeMemberRequest>;
export const updateAirtimeMemberRequest = fieldChangesOf(addAirtimeMemberRequest, 'name');
export type UpdateAirtimeMemberRequest = z.input<typeof updateAirtimeMemberRequest>;
export const airtimeGroupMemberResponse = successResponse(airtimeGroupMemberSchema);

/** One row of an upload that was not stored; `line` is the file's line (the header is line 1). */
export const airtimeImportProblemSchema = z.object({
  line: z.number().int(),
  reason: z.string(),
  phoneNumber: z.string().nullable(),
});
export type AirtimeImportProblem = z.infer<typeof airtimeImportProblemSchema>;

export const airtimeImportResultSchema = z.object({
  format: z.enum(['csv', 'xlsx']),
  rows: z.number().int(),
  added: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.number().int(),
  /** Rows whose phone is already in the group or earlier in the same file. */
  duplicateRows: z.array(airtimeImportProblemSchema),
  /** Rows with a bad value, each with what is wrong. */
  rejectedRows: z.array(airtimeImportProblemSchema),
});
export type AirtimeImportResult = z.infer<typeof airtimeImportResultSchema>;
export const airtimeImportResponse = successResponse(airtimeImportResultSchema);

export const airtimeTemplateFormats = ['csv', 'xlsx'] as const;
export type AirtimeTemplateFormat = (typeof airtimeTemplateFormats)[number];

/** POST airtime-mpesa: `phoneNumber` pays by STK push; the recipient defaults to the payer. */
export const airtimeMpesaRequest = z.object({
  phoneNumber: phoneSchema,
  recipientPhoneNumber: phoneSchema.optional(),
  amount: airtimeAmountSchema,
});
export type AirtimeMpesaRequest = z.input<typeof airtimeMpesaRequest>;

/** POST group-airtime-mpesa: one STK push for the sum of the members' amounts. */
export const groupAirtimeMpesaRequest = z.object({
  groupId: z.uuid({ error: 'must be an airtime group id' }),
  phoneNumber: phoneSchema,
});
export type GroupAirtimeMpesaRequest = z.input<typeof groupAirtimeMpesaRequest>;

export const airtimePurchaseResponse = acceptedTransactionResponse;

/** POST send-airtime-reciept-mail: to the owner's e-mail unless another address is given. */
export const airtimeReceiptRequest = z.object({
  transactionId: z.uuid({ error: 'must be a transaction id' }),
  email: z
    .email({ error: 'must be an e-mail address such as name@example.com' })
    .max(254)
    .optional(),
});
export type AirtimeReceiptRequest = z.input<typeof airtimeReceiptRequest>;
export const airtimeReceiptResponse = successResponse(
  z.object({ transactionId: z.uuid(), email: z.string() }),
);
