import type { Kysely } from 'kysely';
import { crashPoint } from '@pamoja/server-kit/crash-point';
import type { TransferType } from '@pamoja/contract/reference-data';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import type { MainDatabase } from '../db/schema';
import type { ClaimLink } from '../idempotency/idempotency-module';
import { createLedger } from '../ledger/ledger-module';
import {
  createTransactionRepository,
  ProviderRefusal,
  ProviderUnavailable,
  toTransactionDto,
  type PayoutSender,
  type Rail,
  type SettlementService,
} from '../payments/payments-module';
import { createReferenceModule } from '../reference/reference-module';

export interface Payout {
  userId: string;
  type: TransferType;
  rail: Rail;
  amount: bigint;
  phoneNumber?: string;
  bankCode?: string;
  accountNumber?: string;
  beneficiaryId?: string;
  beneficiaryName?: string;
  /** Ties the transaction to the request's Idempotency-Key, in the same commit. */
  link?: ClaimLink | undefined;
}

/**
 * Two-phase withdrawals (docs/money.md): hold amount + fee, call the rail, then post on success or
 * void on a definite failure. An unknown outcome keeps the hold until a status query settles it —
 * never an automatic refund on a timeout.
 */
export function createWithdrawalService(
  db: Kysely<MainDatabase>,
  send: PayoutSender,
  settlement: SettlementService,
) {
  return {
    async withdraw(payout: Payout): Promise<WalletTransaction> {
      const fee = await createReferenceModule(db).feeFor(payout.type, payout.amount);
      crashPoint('withdraw:before-hold');
      const tx = await db.transaction().execute(async (trx) => {
        const ledger = createLedger(trx);
        const wallet = await ledger.account('USER_WALLET', payout.userId);
        const created = await createTransactionRepository(trx).create({
          userId: payout.userId,
          type: payout.type,
          direction: 'DEBIT',
          amount: payout.amount,
          fee,
          phoneNumber: payout.phoneNumber ?? null,
          beneficiaryId: payout.beneficiaryId ?? null,
          beneficiaryName: payout.beneficiaryName ?? null,
          provider: payout.rail,
        });
        await payout.link?.(trx, created.id);
        // Throws 422 'Insufficient balance' and rolls the transaction record back with it.
        await ledger.hold(wallet, created.id, payout.amount + fee);
        return created;
      });

      const transactions = createTransactionRepository(db);
      crashPoint('withdraw:after-hold');
      try {
        const accepted = await send(payout.rail, {
          reference: tx.id,
          amount: payout.amount,
          remarks: `Pamoja ${tx.reference}`,
          ...(payout.phoneNumber ? { phoneNumber: payout.phoneNumber } : {}),
          ...(payout.bankCode ? { bankCode: payout.bankCode } : {}),
          ...(payout.accountNumber ? { accountNumber: payout.accountNumber } : {}),
          ...(payout.beneficiaryName ? { accountName: payout.beneficiaryName } : {}),
        });
        crashPoint('withdraw:after-rail-call');
        await transactions.update(tx.id, { provider_reference: accepted.providerReference });
        const settled = accepted.outcome
          ? await settlement.settleById(tx.id, accepted.outcome)
          : null;
        return toTransactionDto(settled ?? (await transactions.update(tx.id, {})));
      } catch (error) {
        if (error instanceof ProviderRefusal) {
          const failed = await settlement.settleById(tx.id, {
            status: 'FAILED',
            resultCode: error.resultCode ?? 'REFUSED',
            reason: error.message,
          });
          return toTransactionDto(failed ?? tx);
        }
        if (error instanceof ProviderUnavailable) return toTransactionDto(tx);
        throw error;
      }
    },
  };
}
