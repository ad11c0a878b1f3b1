import { sql, type Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';
import type { PaymentOutcome } from './payment-providers';

/** Provider answers that arrived before their payment's reference was recorded. */
export function createEarlyCallbackRepository(db: Kysely<MainDatabase>) {
  return {
    async keep(provider: string, providerReference: string, outcome: PaymentOutcome) {
      await db
        .insertInto('early_callbacks')
        .values({
          provider,
          provider_reference: providerReference,
          outcome: JSON.stringify(storable(outcome)),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async find(provider: string, providerReference: string): Promise<PaymentOutcome | null> {
      const row = await db
        .selectFrom('early_callbacks')
        .select('outcome')
        .where('provider', '=', provider)
        .where('provider_reference', '=', providerReference)
        .executeTakeFirst();
      return row ? restored(row.outcome) : null;
    },

    /**
     * M-Pesa's kept word of a payment by `phoneNumber` of `amount` (cents) since `since`, that
     * no payment of ours claimed: what a payment whose CheckoutRequestID a crash lost may be.
     */
    async paidLike(payment: { phoneNumber: string; amount: bigint; since: Date }) {
      const row = await db
        .selectFrom('early_callbacks')
        .select([sql<string>`outcome->>'receiptNumber'`.as('receipt_number'), 'created_at'])
        .where('provider', '=', 'mpesa')
        .where('created_at', '>=', payment.since)
        .where(sql<boolean>`outcome->>'status' = 'SUCCESS'`)
        .where(sql<boolean>`outcome->>'phoneNumber' = ${payment.phoneNumber}`)
        .where(sql<boolean>`outcome->>'amount' = ${payment.amount.toString()}`)
        .orderBy('created_at')
        .executeTakeFirst();
      return row ? { receiptNumber: row.receipt_number, receivedAt: row.created_at } : null;
    },

    /** Once a person has credited it: the kept word of payment with this receipt is used. */
    async forgetReceipt(provider: string, receiptNumber: string) {
      await db
        .deleteFrom('early_callbacks')
        .where('provider', '=', provider)
        .where(sql<boolean>`outcome->>'receiptNumber' = ${receiptNumber}`)
        .execute();
    },

    async forget(provider: string, providerReference: string) {
      await db
        .deleteFrom('early_callbacks')
        .where('provider', '=', provider)
        .where('provider_reference', '=', providerReference)
        .execute();
    },
  };
}

// Outcomes are kept as JSON, which has no bigint: amounts travel as text.
function storable(outcome: PaymentOutcome): Record<string, unknown> {
  return outcome.status === 'SUCCESS' && outcome.amount !== undefined
    ? { ...outcome, amount: outcome.amount.toString() }
    : { ...outcome };
}

function restored(stored: Record<string, unknown>): PaymentOutcome {
  const outcome = stored as PaymentOutcome & { amount?: string | bigint };
  return outcome.status === 'SUCCESS' && typeof outcome.amount === 'string'
    ? { ...outcome, amount: BigInt(outcome.amount) }
    : (outcome as PaymentOutcome);
}
