import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '@pamoja/server-kit/config';
import type { MainDatabase } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createEarlyCallbackRepository } from './early-callback-repository';
import { createMpesaProvider } from './mpesa/create-mpesa-provider';
import { mpesaCallbackRoutes } from './mpesa-callback-routes';
import type {
  PaymentOutcome,
  PayoutAccepted,
  PayoutRail,
  PayoutRequest,
} from './payment-providers';
import { createBankIftSimulator } from './rails/bank-ift-simulator';
import { createPesalinkSimulator } from './rails/pesalink-simulator';
import type { Rail } from './rails';
import { createSimulatedTransferRepository } from './rails/simulated-transfer-repository';
import { createReconciliationRepository } from './reconciliation-repository';
import { reconciliationRoutes } from './reconciliation-routes';
import { createSettlementService } from './settlement-service';
import { collectByStkPush } from './stk-payment';
import { createSweeper } from './sweeper';
import { createTransactionKinds, type TransactionRow } from './transaction-kinds';
import { transactionsRoutes } from './transactions-routes';

export { CLEARING, railOf, type Rail } from './rails';
export {
  ProviderRefusal,
  ProviderUnavailable,
  type MpesaProvider,
  type PaymentOutcome,
  type PayoutAccepted,
  type PayoutRequest,
} from './payment-providers';
export type { TransactionKind, TransactionRow } from './transaction-kinds';
export { createTransactionRepository, toTransactionDto } from './transaction-repository';
export { createEarlyCallbackRepository } from './early-callback-repository';
export { createReconciliationRepository } from './reconciliation-repository';
export type { SettlementService } from './settlement-service';

const CALLBACK_PATHS = { stk: 'stk', b2c: 'b2c/result' } as const;

/** Sends a payout to its rail; answers its acceptance and, when the rail knows it already, the outcome. */
export type PayoutSender = (
  rail: Rail,
  request: PayoutRequest,
) => Promise<PayoutAccepted & { outcome?: PaymentOutcome }>;

/**
 * Money in and out of the outside world: the M-Pesa provider (its simulator delivers callbacks
 * through our own route, via inject, exactly as Daraja would over HTTP), the payout rails, the
 * transaction records, settlement by kind and the sweeper.
 */
export function createPaymentsModule(
  app: FastifyInstance,
  db: Kysely<MainDatabase>,
  config: Config,
) {
  const callbackBase = `/api/v1/mpesa-callbacks/${encodeURIComponent(config.CALLBACK_TOKEN)}`;
  const transferRecords = createSimulatedTransferRepository(db);
  const mpesa = createMpesaProvider(config, {
    records: transferRecords,
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
  const rails: Record<Exclude<Rail, 'mpesa'>, PayoutRail> = {
    'bank-ift': createBankIftSimulator(transferRecords),
    pesalink: createPesalinkSimulator(transferRecords),
  };
  const kinds = createTransactionKinds();
  const settlement = createSettlementService(db, kinds);

  async function askProvider(tx: TransactionRow): Promise<PaymentOutcome> {
    if (tx.provider === 'mpesa') {
      // A payout is asked about by our own id too: a void needs M-Pesa's word that it never
      // paid. A prompt we have no CheckoutRequestID for collected nothing we could credit.
      if (kinds.of(tx.type).asked === 'payout')
        return mpesa.b2cStatus(tx.provider_reference, tx.id);
      if (!tx.provider_reference) {
        // Unless M-Pesa's word of a payment of this phone and amount came since and matched
        // nothing: then a crash lost the reference of a prompt the payer did pay, and a person
        // credits it from that receipt.
        const answer =
          tx.phone_number &&
          (await createEarlyCallbackRepository(db).paidLike({
            phoneNumber: tx.phone_number,
            amount: tx.amount,
            since: tx.created_at,
          }));
        if (answer) {
          await createReconciliationRepository(db).open(tx.id, 'UNMATCHED_ANSWER');
          return { status: 'PENDING' };
        }
        return {
          status: 'FAILED',
          resultCode: 'NOT_STARTED',
          reason: 'M-Pesa never took the request',
        };
      }
      return mpesa.stkQuery(tx.provider_reference);
    }
    const rail = rails[tx.provider as Exclude<Rail, 'mpesa'>];
    if (!rail) throw new Error(`transaction ${tx.id} names an unknown rail: ${tx.provider}`);
    return rail.status({ reference: tx.id, providerReference: tx.provider_reference });
  }
  const sweeper = createSweeper(db, askProvider, settlement, kinds, app.log);

  const send: PayoutSender = async (rail, request) =>
    rail === 'mpesa' ? mpesa.b2c(request) : rails[rail].send(request);

  return {
    mpesa,
    kinds,
    settlement,
    sweeper,
    send,
    /** Prompts the payer's phone for a recorded transaction; see stk-payment. */
    collectByStkPush: (tx: TransactionRow, payer: { phoneNumber: string; description: string }) =>
      collectByStkPush(db, mpesa, settlement, tx, payer),
    close() {
      sweeper.stop();
      mpesa.close();
    },
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;

/** Provider callbacks and the caller's transactions. */
export const paymentsDomain: FastifyPluginAsync<{
  db: Kysely<MainDatabase>;
  config: Config;
  identity: IdentityModule;
  payments: PaymentsModule;
}> = async (app, { db, config, identity, payments }) => {
  await app.register(mpesaCallbackRoutes, {
    token: config.CALLBACK_TOKEN,
    settlement: payments.settlement,
  });
  await app.register(transactionsRoutes, { identity, db, kinds: payments.kinds });
  await app.register(reconciliationRoutes, { identity, db, settlement: payments.settlement });
};
