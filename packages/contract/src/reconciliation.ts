import { z } from 'zod';
import { paginatedResponse, pageQuery, successResponse } from './api-response';
import { walletTransactionSchema } from './wallet';

/**
 * Money the providers could not settle in time: a payout or payment still pending past the
 * deadline, one whose provider could not be asked, or an M-Pesa payment whose reference a crash
 * lost while M-Pesa's word of a payment of the same phone and amount came unmatched. A person
 * decides it, with evidence.
 */
export const reconciliationCauses = ['STILL_PENDING', 'NO_ANSWER', 'UNMATCHED_ANSWER'] as const;
export type ReconciliationCause = (typeof reconciliationCauses)[number];

export const reconciliationOutcomes = ['PAID', 'FAILED'] as const;
export type ReconciliationOutcome = (typeof reconciliationOutcomes)[number];

/** How long the sweeper keeps asking before a person is asked to decide. */
export const RECONCILE_AFTER_MINUTES = 60;

export const reconciliationItemSchema = z.object({
  id: z.uuid(),
  cause: z.enum(reconciliationCauses),
  openedAt: z.string(),
  transaction: walletTransactionSchema,
  /** Who the money belongs to, as staff see them. */
  owner: z.object({ id: z.uuid(), name: z.string(), phoneNumber: z.string().nullable() }),
  /** UNMATCHED_ANSWER: the unmatched word of payment (same phone and amount, since it began). */
  providerAnswer: z.object({ receiptNumber: z.string(), receivedAt: z.string() }).nullable(),
  outcome: z.enum(reconciliationOutcomes).nullable(),
  reason: z.string().nullable(),
  evidence: z.string().nullable(),
  resolvedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  resolvedAt: z.string().nullable(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;

export const reconciliationQuery = pageQuery(20).extend({
  /** OPEN (the default): waiting for a person; RESOLVED: decided, newest first. */
  state: z.enum(['OPEN', 'RESOLVED']).default('OPEN'),
});
export type ReconciliationQuery = z.infer<typeof reconciliationQuery>;

export const resolveReconciliationRequest = z
  .object({
    outcome: z.enum(reconciliationOutcomes, { error: 'Choose whether the money was paid or not' }),
    reason: z
      .string({ error: 'Say why you decided this' })
      .trim()
      .min(5, 'Say why you decided this, in at least 5 characters')
      .max(500, 'Keep the reason under 500 characters'),
    /**
     * What the decision rests on: the provider's receipt or statement line. Required for PAID,
     * where it becomes the transaction's receipt number.
     */
    evidence: z
      .string()
      .trim()
      .max(200, 'Keep the evidence under 200 characters')
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((body) => body.outcome !== 'PAID' || body.evidence !== undefined, {
    path: ['evidence'],
    message: "Enter the provider's receipt or statement reference that shows it was paid",
  });
export type ResolveReconciliationRequest = z.input<typeof resolveReconciliationRequest>;

export const reconciliationListResponse = paginatedResponse(reconciliationItemSchema);
export const reconciliationItemResponse = successResponse(reconciliationItemSchema);
