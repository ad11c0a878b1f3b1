import { z } from 'zod';
import { MINOR_PER_MAJOR } from '@pamoja/contract/money';
import { normalisePhone } from '@pamoja/contract/phone-number';
import { ProviderRefusal } from '../../payments/payments-module';

/**
 * The airtime rail (issue 6). Amounts are integer minor units (KES cents) of whole shillings;
 * phone numbers are 254XXXXXXXXX. Errors follow payment-providers.ts: `ProviderRefusal` when
 * nothing was sent (safe to give the money back), `ProviderUnavailable` when the outcome is
 * unknown (keep the money held until the final status settles it).
 */

/** Per recipient, in cents: KES 10 to KES 10,000. */
export const AIRTIME_MIN_AMOUNT = 10n * MINOR_PER_MAJOR;
export const AIRTIME_MAX_AMOUNT = 10_000n * MINOR_PER_MAJOR;

export interface AirtimeRecipient {
  /** 254XXXXXXXXX */
  phoneNumber: string;
  /** Cents of whole shillings, AIRTIME_MIN_AMOUNT to AIRTIME_MAX_AMOUNT. */
  amount: bigint;
}

export interface AirtimeSendRequest {
  /** Our own id of the send (a transaction or group-run id), for logs and idempotency. */
  reference: string;
  recipients: AirtimeRecipient[];
}

/**
 * SENT means the provider took the line; the final status arrives later by callback, matched on
 * `providerReference`. FAILED means nothing was sent for that line.
 */
export interface AirtimeLineResult {
  phoneNumber: string;
  amount: bigint;
  status: 'SENT' | 'FAILED';
  providerReference?: string;
  reason?: string;
}

export interface AirtimeSendResult {
  /** The provider's id of the whole request, when it has one. */
  requestId?: string;
  /** One per recipient, in the order of the request. */
  results: AirtimeLineResult[];
}

export interface AirtimeProvider {
  readonly name: 'africastalking' | 'simulator';
  send(request: AirtimeSendRequest): Promise<AirtimeSendResult>;
}

const MSISDN = /^254[17]\d{8}$/;

/** Whole shillings within the limits, or a refusal that says what is wrong. */
export function airtimeShillings(amount: bigint): number {
  if (amount % MINOR_PER_MAJOR !== 0n) {
    throw new ProviderRefusal('Airtime is sold in whole shillings only: the amount has cents.');
  }
  if (amount < AIRTIME_MIN_AMOUNT || amount > AIRTIME_MAX_AMOUNT) {
    throw new ProviderRefusal(
      `Airtime must be between KES ${AIRTIME_MIN_AMOUNT / MINOR_PER_MAJOR} and KES ${(
        AIRTIME_MAX_AMOUNT / MINOR_PER_MAJOR
      ).toLocaleString('en-KE')} per recipient (got KES ${amount / MINOR_PER_MAJOR}).`,
    );
  }
  return Number(amount / MINOR_PER_MAJOR);
}

/**
 * Checks the whole request before anything is sent: one bad line refuses the request, so no
 * line is ever half-sent because of another's mistake.
 */
export function checkAirtimeRequest(request: AirtimeSendRequest) {
  if (request.recipients.length === 0) {
    throw new ProviderRefusal('An airtime request needs at least one recipient.');
  }
  return request.recipients.map((recipient) => {
    if (!MSISDN.test(recipient.phoneNumber)) {
      throw new ProviderRefusal(
        `The phone number must be a Kenyan mobile number 254XXXXXXXXX (got ${recipient.phoneNumber}).`,
      );
    }
    return { ...recipient, shillings: airtimeShillings(recipient.amount) };
  });
}

/** A status callback body that is not Africa's Talking's shape; the route answers it with 400. */
export class MalformedAirtimeCallback extends Error {
  override readonly name = 'MalformedAirtimeCallback';
}

const optionalText = z.string().max(500).optional();
const statusCallbackSchema = z.object({
  requestId: z.string().trim().min(1).max(100),
  status: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(['success', 'failed'])),
  phoneNumber: optionalText,
  amount: optionalText,
  /** Africa's Talking names the amount `value` in some notifications. */
  value: optionalText,
  errorMessage: optionalText,
  description: optionalText,
});

/** The body the status callback carries (also what the simulator delivers). */
export type AirtimeStatusCallbackBody = z.input<typeof statusCallbackSchema>;

export interface AirtimeStatus {
  providerReference: string;
  status: 'SUCCESS' | 'FAILED';
  reason?: string;
  phoneNumber?: string;
  amount?: bigint;
}

const AMOUNT = /^(?:KES\s*)?(\d{1,13})(?:\.(\d+))?$/i;

/** 'KES 100.0000' → 10000n cents; anything else (or fractions of cents) → undefined. */
function centsOf(text: string | undefined): bigint | undefined {
  const match = text === undefined ? null : AMOUNT.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) return undefined;
  return BigInt(whole) * MINOR_PER_MAJOR + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
}

/** A form body may reach us as raw text or URLSearchParams as well as a parsed object. */
function asObject(body: unknown): unknown {
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  return body;
}

/**
 * Africa's Talking's final airtime status (form or JSON: requestId, status Success | Failed,
 * phoneNumber, amount, errorMessage). `providerReference` is the per-recipient requestId that
 * `send` returned. Throws MalformedAirtimeCallback when the body is not that shape.
 */
export function parseAirtimeStatusCallback(body: unknown): AirtimeStatus {
  const result = statusCallbackSchema.safeParse(asObject(body));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new MalformedAirtimeCallback(
      `Not an airtime status callback: ${issue?.path.join('.') || 'body'} ${issue?.message ?? 'is invalid'}`,
    );
  }
  const data = result.data;
  const phoneNumber = data.phoneNumber
    ? (normalisePhone(data.phoneNumber) ?? undefined)
    : undefined;
  const amount = centsOf(data.amount ?? data.value);
  const extra = {
    ...(phoneNumber === undefined ? {} : { phoneNumber }),
    ...(amount === undefined ? {} : { amount }),
  };
  if (data.status === 'success') {
    return { providerReference: data.requestId, status: 'SUCCESS', ...extra };
  }
  const message = [data.errorMessage, data.description]
    .map((text) => text?.trim())
    .find((text) => text && text !== 'None' && text.toLowerCase() !== 'failed');
  return {
    providerReference: data.requestId,
    status: 'FAILED',
    reason: message ?? 'The airtime was not delivered.',
    ...extra,
  };
}
