import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '@pamoja/server-kit/config';
import type { MainDatabase } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import type { PaymentsModule } from '../payments/payments-module';
import { airtimeCallbackRoutes } from './airtime-callback-routes';
import { createAirtimeDispatcher } from './airtime-dispatcher';
import { airtimePurchaseKind } from './airtime-kind';
import { airtimeGroupMembersRoutes } from './airtime-group-members-routes';
import { airtimeGroupsRoutes } from './airtime-groups-routes';
import { createAirtimeLineSettlement } from './airtime-line-settlement';
import { createAirtimePurchaseService } from './airtime-purchase-service';
import { airtimeRoutes } from './airtime-routes';
import { AIRTIME_TYPES } from './airtime-types';
import { createAirtimeProvider } from './provider/create-airtime-provider';

export { createAirtimeGroupRepository } from './airtime-group-repository';
export { createAirtimeMemberRepository } from './airtime-member-repository';

/** Where the airtime provider reports final statuses, under the unguessable callback token. */
export const airtimeCallbackPath = (token: string) =>
  `/api/v1/airtime-callbacks/${encodeURIComponent(token)}/status`;

/**
 * Wires airtime: the provider (its simulator posts status callbacks to our own route, via
 * inject, as Africa's Talking would over HTTP), the line settlement, the send queue's dispatcher,
 * purchases paid by M-Pesa, and how payments settles an airtime purchase.
 */
export function createAirtimeModule(
  app: FastifyInstance,
  db: Kysely<MainDatabase>,
  config: Config,
  payments: PaymentsModule,
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
  payments.kinds.register(
    AIRTIME_TYPES,
    airtimePurchaseKind(db, () => void dispatcher.kick()),
  );

  return {
    provider,
    lines,
    dispatcher,
    purchases: createAirtimePurchaseService(db, payments),
    close() {
      dispatcher.stop();
      provider.close();
    },
  };
}

export type AirtimeModule = ReturnType<typeof createAirtimeModule>;

/** Groups and their uploads, purchases, and the provider's status callbacks. */
export const airtimeDomain: FastifyPluginAsync<{
  db: Kysely<MainDatabase>;
  config: Config;
  identity: IdentityModule;
  airtime: AirtimeModule;
}> = async (app, { db, config, identity, airtime }) => {
  await app.register(airtimeGroupsRoutes, { identity, db });
  await app.register(airtimeGroupMembersRoutes, { identity, db });
  await app.register(airtimeRoutes, { identity, db, airtime });
  await app.register(airtimeCallbackRoutes, { token: config.CALLBACK_TOKEN, airtime });
};
