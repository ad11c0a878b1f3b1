import { z } from 'zod';
import { parseMajorUnits } from '@pamoja/contract/money';
import { normalisePhone } from '@pamoja/contract/phone-number';
import type { PaymentOutcome } from '../payment-providers';
import { resultCodeOf } from './mpesa-rules';
import { parseDarajaTimestamp } from './nairobi-time';

/** A callback body that is not one of Daraja's shapes; the route answers it with 400. */
export class MalformedCallback extends Error {
  override readonly name = 'MalformedCallback';
}

const id = z.string().min(1).max(100);
// Callbacks send numbers (0, 1032); queries and some gateways send strings ("0", "SVC0403").
const code = z.union([z.number().int(), z.string().min(1).max(20)]);
const value = z.union([z.string(), z.number()]).nullish();

const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: id,
      CheckoutRequestID: id,
      ResultCode: code,
      ResultDesc: z.string().max(500),
      CallbackMetadata: z
        .object({ Item: z.array(z.object({ Name: z.string(), Value: value })).max(20) })
        .optional(),
    }),
  }),
});
export type StkCallbackBody = z.input<typeof stkCallbackSchema>;

const resultParameter = z.object({ Key: z.string(), Value: value });
const b2cResultSchema = z.object({
  Result: z.object({
    ResultType: code.optional(),
    ResultCode: code,
    ResultDesc: z.string().max(500),
    OriginatorConversationID: id,
    ConversationID: id,
    TransactionID: z.string().max(100).optional(),
    ResultParameters: z
      .object({
        // A single parameter sometimes arrives as an object rather than a one-item list.
        ResultParameter: z.union([z.array(resultParameter).max(30), resultParameter]),
      })
      .optional(),
  }),
});
export type B2cResultBody = z.input<typeof b2cResultSchema>;

/** The queue-timeout notice: the request expired in M-Pesa's queue. Only the ids are relied on. */
const b2cTimeoutSchema = z.object({
  Result: z.object({ OriginatorConversationID: id, ConversationID: id.optional() }).loose(),
});

function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new MalformedCallback(
    `Not a Daraja ${what}: ${issue?.path.join('.') || 'body'} ${issue?.message ?? 'is invalid'}`,
  );
}

type Items = { Name?: string; Key?: string; Value?: string | number | null }[];
const lookup = (items: Items, name: string) =>
  items.find((item) => (item.Name ?? item.Key) === name)?.Value ?? undefined;

/** 1, 1.00, "1.00" → cents. Whole-shilling text of a JSON number never carries binary residue. */
function cents(amount: string | number | undefined, what: string): bigint | undefined {
  if (amount === undefined) return undefined;
  const parsed = parseMajorUnits(amount);
  if (parsed === null) throw new MalformedCallback(`Not a Daraja ${what}: Amount is not money`);
  return parsed;
}

/** Safaricom masks phone numbers in some callbacks (e.g. 2547***123): those are left out. */
const phoneOf = (phone: string | number | undefined) =>
  phone === undefined ? undefined : (normalisePhone(String(phone)) ?? undefined);

const failed = (resultCode: string | number, reason: string): PaymentOutcome => ({
  status: 'FAILED',
  resultCode: resultCodeOf(resultCode),
  reason,
});

/** The STK push result (Daraja posts it to our CallBackURL). */
export function parseStkCallback(body: unknown) {
  const callback = parse(stkCallbackSchema, body, 'STK callback').Body.stkCallback;
  const base = {
    checkoutRequestId: callback.CheckoutRequestID,
    merchantRequestId: callback.MerchantRequestID,
  };
  if (String(callback.ResultCode) !== '0') {
    return { ...base, outcome: failed(callback.ResultCode, callback.ResultDesc) };
  }
  const items = callback.CallbackMetadata?.Item ?? [];
  const receipt = lookup(items, 'MpesaReceiptNumber');
  if (typeof receipt !== 'string' || !/^[A-Z0-9]{8,20}$/.test(receipt)) {
    throw new MalformedCallback('Not a Daraja STK callback: a success without MpesaReceiptNumber');
  }
  const date = lookup(items, 'TransactionDate');
  const outcome: PaymentOutcome = {
    status: 'SUCCESS',
    receiptNumber: receipt,
    amount: cents(lookup(items, 'Amount'), 'STK callback'),
    phoneNumber: phoneOf(lookup(items, 'PhoneNumber')),
  };
  return {
    ...base,
    outcome,
    transactionDate: date === undefined ? undefined : (parseDarajaTimestamp(date) ?? undefined),
  };
}

/** The B2C result (Daraja posts it to our ResultURL). */
export function parseB2cResult(body: unknown) {
  const result = parse(b2cResultSchema, body, 'B2C result').Result;
  const base = {
    conversationId: result.ConversationID,
    originatorConversationId: result.OriginatorConversationID,
  };
  if (String(result.ResultCode) !== '0') {
    return { ...base, outcome: failed(result.ResultCode, result.ResultDesc) };
  }
  const raw = result.ResultParameters?.ResultParameter ?? [];
  const parameters = Array.isArray(raw) ? raw : [raw];
  const receipt = lookup(parameters, 'TransactionReceipt') ?? result.TransactionID;
  if (typeof receipt !== 'string' || receipt.length === 0) {
    throw new MalformedCallback('Not a Daraja B2C result: a success without TransactionReceipt');
  }
  const outcome: PaymentOutcome = {
    status: 'SUCCESS',
    receiptNumber: receipt,
    amount: cents(lookup(parameters, 'TransactionAmount'), 'B2C result'),
  };
  return { ...base, outcome };
}

/** The statuses of a Transaction Status result that are a final word on a payout. */
const PAID_STATUS = 'Completed';
const FAILED_STATUSES = new Set(['Failed', 'Declined', 'Cancelled', 'Expired', 'Reversed']);

/**
 * A Transaction Status result (Daraja posts it to the query's ResultURL). Only a clear answer
 * settles: `Completed` with its receipt is paid, a failed status is failed; anything else (the
 * query itself refused, a status we do not know) stays PENDING, for the queue and a person.
 */
export function parseTransactionStatusResult(body: unknown): { outcome: PaymentOutcome } {
  const result = parse(b2cResultSchema, body, 'Transaction Status result').Result;
  if (String(result.ResultCode) !== '0') return { outcome: { status: 'PENDING' } };
  const raw = result.ResultParameters?.ResultParameter ?? [];
  const parameters = Array.isArray(raw) ? raw : [raw];
  const status = lookup(parameters, 'TransactionStatus');
  const receipt = lookup(parameters, 'ReceiptNo') ?? result.TransactionID;
  if (status === PAID_STATUS && typeof receipt === 'string' && receipt.length > 0) {
    return { outcome: { status: 'SUCCESS', receiptNumber: receipt } };
  }
  if (typeof status === 'string' && FAILED_STATUSES.has(status)) {
    return {
      outcome: failed(
        `TRANSACTION_STATUS_${status.toUpperCase()}`,
        'M-Pesa reports that the payout did not go through.',
      ),
    };
  }
  return { outcome: { status: 'PENDING' } };
}

/**
 * The queue-timeout notice is not a failure: M-Pesa may still have paid (docs/money.md: never a refund
 * on a timeout). It stays PENDING until the result callback or a status query settles it.
 */
export function parseB2cTimeout(body: unknown) {
  const result = parse(b2cTimeoutSchema, body, 'B2C queue timeout').Result;
  const outcome: PaymentOutcome = { status: 'PENDING' };
  return {
    conversationId: result.ConversationID,
    originatorConversationId: result.OriginatorConversationID,
    outcome,
  };
}
