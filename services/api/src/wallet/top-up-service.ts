import type { Kysely } from 'kysely';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { AppError } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { ProviderRefusal, type MpesaProvider } from '../payments/payment-providers';
import type { SettlementService } from './settlement-service';
import { createTransactionRepository, toTransactionDto } from './transaction-repository';

/**
 * M-Pesa top-up: record the transaction, ask M-Pesa to prompt the phone (STK push), answer 202.
 * The wallet is credited only when the callback (or a status query) says ResultCode 0.
 */
export function createTopUpService(
  db: Kysely<MainDatabase>,
  mpesa: MpesaProvider,
  settlement: SettlementService,
) {
  const transactions = createTransactionRepository(db);
  return {
    async start(userId: string, phoneNumber: string, amount: bigint): Promise<WalletTransaction> {
      const tx = await transactions.create({
        userId,
        type: 'MPESA_TOPUP',
        direction: 'CREDIT',
        amount,
        phoneNumber,
        provider: 'mpesa',
      });
      try {
        const accepted = await mpesa.stkPush({
          phoneNumber,
          amount,
          accountReference: tx.reference.slice(0, 12),
          description: 'Pamoja wallet top-up',
        });
        const updated = await transactions.update(tx.id, {
          provider_reference: accepted.checkoutRequestId,
          details: JSON.stringify({ merchantRequestId: accepted.merchantRequestId }),
        });
        const early = await settlement.applyEarlyCallback('mpesa', accepted.checkoutRequestId);
        return toTransactionDto(early ?? updated);
      } catch (error) {
        // No money has moved for a top-up yet, so any failure to start it simply fails it.
        const reason =
          error instanceof ProviderRefusal ? error.message : 'M-Pesa could not be reached';
        await transactions.update(tx.id, { status: 'FAILED', failure_reason: reason });
        throw new AppError(
          502,
          'MPESA_UNAVAILABLE',
          `M-Pesa did not start the payment: ${reason}. Please try again.`,
        );
      }
    },
  };
}
