import type { Kysely, Selectable } from 'kysely';
import { AppError } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { ProviderRefusal, type MpesaProvider } from './payment-providers';
import type { SettlementService } from './settlement-service';
import { createTransactionRepository } from './transaction-repository';

type TransactionRow = Selectable<MainDatabase['transactions']>;

/**
 * Asks M-Pesa to prompt the payer's phone (STK push) for a recorded, pending transaction, and
 * records the request's reference. Whatever settles it later (callback, status query) goes
 * through the settlement service; so does a push that never started, which fails the payment.
 */
export async function collectByStkPush(
  db: Kysely<MainDatabase>,
  mpesa: MpesaProvider,
  settlement: SettlementService,
  tx: TransactionRow,
  payer: { phoneNumber: string; description: string },
): Promise<TransactionRow> {
  const transactions = createTransactionRepository(db);
  try {
    const accepted = await mpesa.stkPush({
      phoneNumber: payer.phoneNumber,
      amount: BigInt(tx.amount),
      accountReference: tx.reference.slice(0, 12),
      description: payer.description,
    });
    const updated = await transactions.update(tx.id, {
      provider_reference: accepted.checkoutRequestId,
      details: JSON.stringify({ ...tx.details, merchantRequestId: accepted.merchantRequestId }),
    });
    const early = await settlement.applyEarlyCallback('mpesa', accepted.checkoutRequestId);
    return early ?? updated;
  } catch (error) {
    // No money has moved before the push is taken, so failing to start it simply fails it.
    const reason = error instanceof ProviderRefusal ? error.message : 'M-Pesa could not be reached';
    await settlement.settleById(tx.id, { status: 'FAILED', resultCode: 'NOT_STARTED', reason });
    throw new AppError(
      502,
      'MPESA_UNAVAILABLE',
      `M-Pesa did not start the payment: ${reason}. Please try again.`,
    );
  }
}
