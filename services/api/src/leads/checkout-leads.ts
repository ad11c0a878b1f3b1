import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';
import { createLeadRepository } from './lead-repository';
import { newCode } from './lead-service';

export interface PaidCheckout {
  organisationId: string;
  /** The buyer: the customer of every lead, and who captured it (on the web, themselves). */
  buyer: { userId: string; name: string; phoneNumber: string };
  orderReference: string;
  lines: { productId: string; quantity: number; unitPriceCents: bigint }[];
}

/**
 * Each paid line of a checkout becomes a lead for the business to fulfil: already APPROVED
 * (the payment is the customer's consent and the business's sale), with the order it came from
 * in its first event. Runs inside the settlement's database transaction, so a paid order and its
 * leads are recorded together or not at all.
 */
export async function recordCheckoutLeads(trx: Kysely<MainDatabase>, paid: PaidCheckout) {
  const leads = createLeadRepository(trx);
  const now = new Date();
  for (const line of paid.lines) {
    const id = await leads.insert({
      organisation_id: paid.organisationId,
      product_id: line.productId,
      code: newCode(),
      name: paid.buyer.name,
      phone_number: paid.buyer.phoneNumber,
      national_id_hash: null,
      national_id_last3: null,
      amount_cents: line.unitPriceCents * BigInt(line.quantity),
      location: 'Online',
      referral_id: null,
      agent_id: paid.buyer.userId,
      source: 'WEB_CHECKOUT',
      consent_verified_at: now,
    });
    await leads.addEvent({
      lead_id: id,
      organisation_id: paid.organisationId,
      actor_id: paid.buyer.userId,
      action: 'CAPTURED',
      to_status: 'APPROVED',
      details: { orderReference: paid.orderReference, quantity: line.quantity },
      request_id: null,
    });
  }
}
