import type { Kysely } from 'kysely';
import { kesText, toMajorUnits } from '@pamoja/contract/money';
import type { MainDatabase } from '../db/schema';
import { createUserRepository } from '../identity/identity-module';
import { recordCheckoutLeads } from '../leads/leads-module';
import { createLedger } from '../ledger/ledger-module';
import {
  createTransactionRepository,
  type PaymentOutcome,
  type TransactionKind,
  type TransactionRow,
} from '../payments/payments-module';
import { createOrderRepository } from './order-repository';

const kes = (cents: bigint) => kesText(toMajorUnits(cents));

/**
 * The M-Pesa leg of a checkout, inside the settlement's database transaction with the payment
 * row locked. Paid: the money moves from M-Pesa clearing to the business's wallet, the order
 * is PAID and each line becomes an APPROVED lead for the business to fulfil. Not paid: the order FAILS and nothing else changes. A payment of another amount than
 * asked is credited whole to the buyer's wallet and the order fails, as nothing was sold for it.
 */
async function settleCheckout(
  trx: Kysely<MainDatabase>,
  tx: TransactionRow,
  outcome: PaymentOutcome,
): Promise<TransactionRow> {
  if (tx.status !== 'PENDING' || outcome.status === 'PENDING') return tx;
  const orders = createOrderRepository(trx);
  const transactions = createTransactionRepository(trx);
  const order = await orders.findByTransaction(tx.id);
  if (!order) throw new Error(`checkout payment ${tx.id} has no order`);
  if (outcome.status === 'FAILED') {
    await orders.update(order.id, { status: 'FAILED', failure_reason: outcome.reason });
    return transactions.update(tx.id, { status: 'FAILED', failure_reason: outcome.reason });
  }

  const ledger = createLedger(trx);
  const mpesa = await ledger.account('MPESA_CLEARING', null, tx.currency);
  const expected = BigInt(tx.amount);
  const paid = outcome.amount ?? expected;
  if (paid !== expected) {
    const reason = `M-Pesa took ${kes(paid)} instead of ${kes(expected)}: the ${kes(paid)} was credited to your wallet and the order was not placed.`;
    await ledger.post(`Checkout payment ${tx.reference} credited`, tx.id, [
      { accountId: await ledger.account('USER_WALLET', tx.user_id, tx.currency), amount: paid },
      { accountId: mpesa, amount: -paid },
    ]);
    await orders.update(order.id, { status: 'FAILED', failure_reason: reason });
    return transactions.update(tx.id, {
      status: 'FAILED',
      receipt_number: outcome.receiptNumber,
      failure_reason: reason,
    });
  }
  const business = await ledger.organisationAccount(order.organisation_id, tx.currency);
  await ledger.post(`Order ${order.reference}`, tx.id, [
    { accountId: business, amount: paid },
    { accountId: mpesa, amount: -paid },
  ]);
  await orders.update(order.id, { status: 'PAID' });
  const buyer = await createUserRepository(trx).findById(tx.user_id);
  if (!buyer) throw new Error(`checkout ${tx.id} has no buyer`);
  await recordCheckoutLeads(trx, {
    organisationId: order.organisation_id,
    buyer: {
      userId: buyer.id,
      name: `${buyer.first_name} ${buyer.last_name}`,
      phoneNumber: order.phone_number,
    },
    orderReference: order.reference,
    lines: (await orders.linesOf(order.id)).map((line) => ({
      productId: line.product_id,
      quantity: line.quantity,
      unitPriceCents: BigInt(line.unit_price_cents),
    })),
  });
  return transactions.update(tx.id, { status: 'SUCCESS', receipt_number: outcome.receiptNumber });
}

/** Checkouts: collected from the buyer's phone by STK push, paid into the business's wallet. */
export const checkoutKind: TransactionKind = { asked: 'collection', settle: settleCheckout };
