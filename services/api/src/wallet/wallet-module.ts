import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { transferTypes } from '@pamoja/contract/reference-data';
import { notFound } from '@pamoja/server-kit/errors';
import {
  createPayoutBeneficiaryRepository,
  type PayoutBeneficiaryKind,
} from '../beneficiaries/beneficiaries-module';
import type { MainDatabase } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import {
  createTransactionRepository,
  toTransactionDto,
  type PaymentsModule,
} from '../payments/payments-module';
import { createTopUpService } from './top-up-service';
import { topUpKind, withdrawalKind } from './wallet-settlement';
import { walletRoutes } from './wallet-routes';
import { withdrawRoutes } from './withdraw-routes';
import { createWithdrawalService } from './withdrawal-service';

export { createWithdrawalService } from './withdrawal-service';

/**
 * Wires the wallet: top-ups collected by M-Pesa, withdrawals sent through the payout rails, and
 * how payments settles each of them on the ledger.
 */
export function createWalletModule(db: Kysely<MainDatabase>, payments: PaymentsModule) {
  payments.kinds.register(['MPESA_TOPUP'], topUpKind);
  payments.kinds.register(transferTypes, withdrawalKind);
  const beneficiaryRepository = createPayoutBeneficiaryRepository(db);

  return {
    topUps: createTopUpService(db, payments),
    withdrawals: createWithdrawalService(db, payments.send, payments.settlement),
    /** One of the person's own transactions as they see it; another person's id is 404. */
    async transaction(userId: string, id: string) {
      const found = await createTransactionRepository(db).findOwn(userId, id);
      if (!found) throw notFound('The transaction');
      return toTransactionDto(found);
    },
    /** The saved beneficiary a withdrawal pays, as payout fields; another person's id is 404. */
    async beneficiaries(userId: string, id: string, kind: PayoutBeneficiaryKind) {
      const found = await beneficiaryRepository.findForPayout(userId, id, kind);
      if (!found) throw notFound('The beneficiary');
      return {
        beneficiaryId: found.id,
        beneficiaryName: found.name,
        ...(found.bankCode ? { bankCode: found.bankCode } : {}),
        ...(found.accountNumber ? { accountNumber: found.accountNumber } : {}),
        ...(found.phoneNumber ? { phoneNumber: found.phoneNumber } : {}),
      };
    },
  };
}

export type WalletModule = ReturnType<typeof createWalletModule>;

/** Balances, top-up and withdrawals. */
export const walletDomain: FastifyPluginAsync<{
  db: Kysely<MainDatabase>;
  identity: IdentityModule;
  wallet: WalletModule;
}> = async (app, { db, identity, wallet }) => {
  await app.register(walletRoutes, { identity, db, wallet });
  await app.register(withdrawRoutes, { identity, wallet });
};
