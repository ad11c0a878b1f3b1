import type { Kysely } from 'kysely';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import type { MainDatabase } from '../db/schema';
import type { MpesaProvider } from '../payments/payment-providers';
import type { SettlementService } from '../payments/settlement-service';
import { collectByStkPush } from '../payments/stk-payment';
import { createTransactionRepository, toTransactionDto } from '../payments/transaction-repository';

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
      const started = await collectByStkPush(db, mpesa, settlement, tx, {
        phoneNumber,
        description: 'Pamoja wallet top-up',
      });
      return toTransactionDto(started);
    },
  };
}
