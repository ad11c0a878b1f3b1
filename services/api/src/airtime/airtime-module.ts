import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '@pamoja/server-kit/config';
import type { MainDatabase } from '../db/schema';
import { createAirtimeProvider } from './provider/create-airtime-provider';
import type { WalletModule } from '../wallet/wallet-module';
import { createAirtimeDispatcher } from './airtime-dispatcher';
import { createAirtimeLineSettlement } from './airtime-line-settlement';
import { createAirtimePurchaseService } from './airtime-purchase-service';

/** Where the airtime provider reports final statuses, under the unguessable callback token. */
export const airtimeCallbackPath = (token: string) =>
  `/api/v1/airtime-callbacks/${encodeURIComponent(token)}/status`;

/**
 * Wires airtime: the provider (its simulator posts status callbacks to our own route, via
 * inject, as Africa's Talking would over HTTP), the line settlement, the send queue's dispatcher
 * and purchases paid through the wallet module's M-Pesa.
 */
export function createAirtimeModule(
  app: FastifyInstance,
  db: Kysely<MainDatabase>,
  config: Config,
  wallet: WalletModule,
) {
  const provider = createAirtimeProvider(config, {
    deliver: async (payload) => {
      const response = await app.inject({
        method: 'POST',
        url: airtimeCallbackPath(config.CALLBACK_TOKEN),
        payload,
      });
      if (response.statusCode !== 200) {
        throw new Error(`airtime callback answered ${response.statusCode}: ${response.body}`);
      }
    },
    onDeliveryError: (error) => app.log.warn({ err: error }, 'simulated airtime callback failed'),
  });
  const lines = createAirtimeLineSettlement(db);
  const dispatcher = createAirtimeDispatcher(db, provider, lines, app.log);
  wallet.settlement.onAirtimePaid(() => void dispatcher.kick());

  return {
    provider,
    lines,
    dispatcher,
    purchases: createAirtimePurchaseService(db, wallet.mpesa, wallet.settlement),
    close() {
      dispatcher.stop();
      provider.close();
    },
  };
}

export type AirtimeModule = ReturnType<typeof createAirtimeModule>;
