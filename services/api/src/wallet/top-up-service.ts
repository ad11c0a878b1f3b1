import type { Kysely } from 'kysely';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { crashPoint } from '@pamoja/server-kit/crash-point';
import type { MainDatabase } from '../db/schema';
import type { ClaimLink } from '../idempotency/idempotency-module';
import type { PaymentsModule } from '../payments/payments-module';
import { createTransactionRepository, toTransactionDto } from '../payments/payments-module';

/**
 * M-Pesa top-up: record the transaction, ask M-Pesa to prompt the phone (STK push), answer 202.
 * The wallet is credited only when the callback (or a status query) says ResultCode 0.
 */
export function createTopUpService(
  db: Kysely<MainDatabase>,
  payments: Pick<PaymentsModule, 'collectByStkPush'>,
) {
  return {
    async start(
      userId: string,
      phoneNumber: string,
      amount: bigint,
      link?: ClaimLink,
    ): Promise<WalletTransaction> {
      const tx = await db.transaction().execute(async (trx) => {
        const created = await createTransactionRepository(trx).create({
          userId,
          type: 'MPESA_TOPUP',
          direction: 'CREDIT',
          amount,
          phoneNumber,
          provider: 'mpesa',
        });
        await link?.(trx, created.id);
        return created;
      });
      crashPoint('top-up:before-stk-push');
      const started = await payments.collectByStkPush(tx, {
        phoneNumber,
        description: 'Pamoja wallet top-up',
      });
      return toTransactionDto(started);
    },
  };
}
