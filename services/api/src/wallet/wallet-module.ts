import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '@pamoja/server-kit/config';
import { notFound } from '@pamoja/server-kit/errors';
import {
  createPayoutBeneficiaryRepository,
  type PayoutBeneficiaryKind,
} from '../beneficiaries/payout-beneficiary-repository';
import { isAirtimePurchase } from '../airtime/airtime-types';
import type { MainDatabase } from '../db/schema';
import { createMpesaProvider } from '../payments/mpesa/create-mpesa-provider';
import type { PayoutRail } from '../payments/payment-providers';
import { createBankIftSimulator } from '../payments/rails/bank-ift-simulator';
import { createPesalinkSimulator } from '../payments/rails/pesalink-simulator';
import { createSettlementService } from '../payments/settlement-service';
import { createSweeper } from '../payments/sweeper';
import { createTopUpService } from './top-up-service';
import { createWithdrawalService, type PayoutSender } from './withdrawal-service';

const CALLBACK_PATHS = { stk: 'stk', b2c: 'b2c/result' } as const;

/**
 * Wires money: the M-Pesa provider (its simulator delivers callbacks through our own route, via
 * inject, exactly as Daraja would over HTTP), the payout rails, settlement and the sweeper.
 */
export function createWalletModule(app: FastifyInstance, db: Kysely<MainDatabase>, config: Config) {
  const callbackBase = `/api/v1/mpesa-callbacks/${encodeURIComponent(config.CALLBACK_TOKEN)}`;
  const mpesa = createMpesaProvider(config, {
    deliver: async (kind, payload) => {
      const response = await app.inject({
        method: 'POST',
        url: `${callbackBase}/${CALLBACK_PATHS[kind]}`,
        payload,
      });
      if (response.statusCode !== 200)
        throw new Error(`callback answered ${response.statusCode}: ${response.body}`);
    },
    onDeliveryError: (error, kind) =>
      app.log.warn({ err: error, kind }, 'simulated M-Pesa callback failed'),
  });
  const rails: Record<'bank-ift' | 'pesalink', PayoutRail> = {
    'bank-ift': createBankIftSimulator(),
    pesalink: createPesalinkSimulator(),
  };
  const settlement = createSettlementService(db);
  const send: PayoutSender = async (rail, request) =>
    rail === 'mpesa' ? mpesa.b2c(request) : rails[rail].send(request);
  const sweeper = createSweeper(
    db,
    async (tx) => {
      if (tx.provider === 'mpesa') {
        if (!tx.provider_reference)
          return {
            status: 'FAILED',
            resultCode: 'NOT_STARTED',
            reason: 'M-Pesa never took the request',
          };
        // Top-ups and airtime purchases were asked by STK push; payouts went out by B2C.
        return tx.direction === 'CREDIT' || isAirtimePurchase(tx.type)
          ? mpesa.stkQuery(tx.provider_reference)
          : mpesa.b2cStatus(tx.provider_reference, tx.id);
      }
      const rail = rails[tx.provider as 'bank-ift' | 'pesalink'];
      return rail.status(tx.provider_reference ?? tx.id);
    },
    settlement,
    app.log,
  );
  const beneficiaryRepository = createPayoutBeneficiaryRepository(db);

  return {
    mpesa,
    settlement,
    sweeper,
    topUps: createTopUpService(db, mpesa, settlement),
    withdrawals: createWithdrawalService(db, send, settlement),
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
    close() {
      sweeper.stop();
      mpesa.close();
    },
  };
}

export type WalletModule = ReturnType<typeof createWalletModule>;
