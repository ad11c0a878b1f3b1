import { z } from 'zod';
import { MPESA_LIMITS } from './mpesa-limits';
import { paginatedResponse, paginationQuery, successResponse } from './api-response';
import { wholeShillingsInput } from './money';
import { phoneSchema } from './phone';

/** PARTIAL: a group airtime run where some lines were delivered and the rest credited back. */
export const transactionStatuses = ['PENDING', 'SUCCESS', 'PARTIAL', 'FAILED', 'REVERSED'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/** The statuses one airtime line (one recipient of a purchase) moves through. */
export const airtimeLineStatuses = [
  'AWAITING_PAYMENT',
  'QUEUED',
  'SENDING',
  'SENT',
  'SUCCESS',
  'FAILED',
  'CANCELLED',
] as const;
export type AirtimeLineStatus = (typeof airtimeLineStatuses)[number];

export const airtimeLineSchema = z.object({
  id: z.uuid(),
  memberId: z.uuid().nullable(),
  name: z.string().nullable(),
  phoneNumber: z.string(),
  amount: z.number(),
  status: z.enum(airtimeLineStatuses),
  failureReason: z.string().nullable(),
  /** True once a failed line's amount is back in the payer's wallet. */
  creditedToWallet: z.boolean(),
  updatedAt: z.string(),
});
export type AirtimeLine = z.infer<typeof airtimeLineSchema>;

/** Counts over an airtime purchase's lines; `creditedToWallet` is in KES. */
export const airtimeSummarySchema = z.object({
  recipients: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  creditedToWallet: z.number(),
});
export type AirtimeSummary = z.infer<typeof airtimeSummarySchema>;

export const walletTransactionSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  type: z.string(),
  direction: z.enum(['CREDIT', 'DEBIT']),
  amount: z.number(),
  fee: z.number(),
  currency: z.string(),
  status: z.enum(transactionStatuses),
  phoneNumber: z.string().nullable(),
  beneficiaryName: z.string().nullable(),
  provider: z.string().nullable(),
  providerReference: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  failureReason: z.string().nullable(),
  groupId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** Airtime purchases only: counts over their lines. */
  airtime: airtimeSummarySchema.optional(),
  /** Airtime purchases, on a single transaction and in a group's history: one line per recipient. */
  airtimeLines: z.array(airtimeLineSchema).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;
export const transactionResponse = successResponse(walletTransactionSchema);
export const transactionListResponse = paginatedResponse(walletTransactionSchema);
export const transactionListQuery = paginationQuery.extend({
  keyword: z.string().trim().max(100, 'must be at most 100 characters').optional(),
});

export const accountSchema = z.object({
  currency: z.string(),
  balance: z.number(),
  available: z.number(),
  held: z.number(),
});
export const accountsResponse = successResponse(z.array(accountSchema));

/**
 * The most one Pesalink or intra-bank transfer moves: KES 999,999 (Pesalink's per-transaction
 * ceiling, which Pamoja applies to transfers within the bank too). The seeded `bank-prices` tiers
 * of those types end here.
 */
export const BANK_TRANSFER_MAX = 999_999;
/**
 * The least one intra-bank transfer moves: KES 100, where the seeded `bank-prices` tiers of
 * BANK_IFT start (Pesalink's start at KES 10).
 */
export const BANK_IFT_MIN = 100;

export const wholeShillings = (min: number, max: number) =>
  wholeShillingsInput(min, max)
    .refine((minor) => minor % 100n === 0n, 'M-Pesa takes whole shillings only')
    .refine(
      (minor) => minor >= BigInt(min) * 100n && minor <= BigInt(max) * 100n,
      `must be between KES ${min.toLocaleString('en-KE')} and KES ${max.toLocaleString('en-KE')}`,
    );

export const topUpRequest = z.object({
  phoneNumber: phoneSchema,
  amount: wholeShillings(MPESA_LIMITS.min, MPESA_LIMITS.max),
});
export type TopUpRequest = z.input<typeof topUpRequest>;

const pin = z.string({ error: 'enter your PIN' }).regex(/^\d{4}$/, 'must be exactly 4 digits');

export const sendToMpesaRequest = z.object({
  phoneNumber: phoneSchema,
  amount: wholeShillings(MPESA_LIMITS.min, MPESA_LIMITS.max),
  pin,
});
export const pesalinkToPhoneRequest = z.object({
  phoneNumber: phoneSchema,
  amount: wholeShillings(10, BANK_TRANSFER_MAX),
  pin,
});
export const beneficiaryWithdrawalRequest = (max: number, min = 10) =>
  z.object({
    beneficiaryId: z.uuid('choose a saved beneficiary'),
    amount: wholeShillings(min, max),
    pin,
  });

export const acceptedTransactionResponse = successResponse(walletTransactionSchema);
