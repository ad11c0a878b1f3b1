import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '@pamoja/server-kit/config';
import { createServer, type ServerOptions } from '@pamoja/server-kit/create-server';
import type { AnyDatabase } from '@pamoja/server-kit/database';
import type { ListenToChannel } from '@pamoja/server-kit/database-listener';
import { registerAttemptLimits } from '@pamoja/server-kit/rate-limit';
import { registerServiceBase } from '@pamoja/server-kit/service-base';
import messagesFr from './messages/fr.json' with { type: 'json' };
import messagesSw from './messages/sw.json' with { type: 'json' };
import { scopeMainDatabase } from './db/migrate';
import { airtimeDomain, createAirtimeModule, type AirtimeModule } from './airtime/airtime-module';
import { beneficiariesDomain } from './beneficiaries/beneficiaries-module';
import {
  bookingsDomain,
  createBookingsModule,
  type BookingsModule,
} from './bookings/bookings-module';
import { branchesDomain } from './branches/branches-module';
import { dashboardDomain } from './dashboard/dashboard-module';
import { devDomain } from './dev/dev-module';
import { filesDomain } from './files/files-module';
import { groupsDomain } from './groups/groups-module';
import { registerIdempotency } from './idempotency/idempotency-module';
import {
  createIdentityModule,
  identityDomain,
  watchedAccessCache,
} from './identity/identity-module';
import { leadsDomain } from './leads/leads-module';
import { createOrdersModule, ordersDomain } from './orders/orders-module';
import { organisationsDomain } from './organisations/organisations-module';
import { createOutboxDelivery } from './outbox/outbox-module';
import {
  createPaymentsModule,
  paymentsDomain,
  type PaymentsModule,
} from './payments/payments-module';
import { preferencesDomain } from './preferences/preferences-module';
import { productsDomain } from './products/products-module';
import { referenceDomain } from './reference/reference-module';
import { staffDomain } from './staff/staff-module';
import { teamsDomain } from './teams/teams-module';
import { userDirectoryDomain } from './user-directory/user-directory-module';
import { createWalletModule, walletDomain } from './wallet/wallet-module';

export interface ApiServiceOptions {
  db: AnyDatabase;
  config: Config;
  /** The database's LISTEN, when other processes may write to it (PostgreSQL). */
  listen?: ListenToChannel | undefined;
  /** Background work (outbox, sweeper, airtime dispatcher); tests drive it by hand instead. */
  startWorkers?: boolean;
  /** Test seam: hands out payments so a test can run the sweeper on demand. */
  exposePayments?: (payments: PaymentsModule) => void;
  /** Test seam: hands out the airtime module so a test can wait for its dispatcher. */
  exposeAirtime?: (airtime: AirtimeModule) => void;
  /** Test seam: hands out bookings so a test can run the reminder worker on demand. */
  exposeBookings?: (bookings: BookingsModule) => void;
}

/** The main service as a plugin, mounted at `/api`; its routes answer under `/api/v1`. */
export const apiService: FastifyPluginAsync<ApiServiceOptions> = async (app, options) => {
  const { config } = options;
  const db = scopeMainDatabase(options.db);
  const identity = createIdentityModule(db, config, await watchedAccessCache(app, options.listen));
  const outbox = createOutboxDelivery(db, config, app.log);
  const payments = createPaymentsModule(app, db, config);
  const wallet = createWalletModule(db, payments);
  const airtime = createAirtimeModule(app, db, config, payments);
  const orders = createOrdersModule(db, payments);
  options.exposePayments?.(payments);
  options.exposeAirtime?.(airtime);
  const bookings = createBookingsModule(db, app.log);
  options.exposeBookings?.(bookings);
  if (options.startWorkers !== false) {
    app.addHook('onReady', async () => {
      outbox.start();
      payments.sweeper.start();
      airtime.dispatcher.start();
      bookings.reminders.start();
    });
  }
  app.addHook('onClose', async () => {
    airtime.close();
    await airtime.dispatcher.idle();
    payments.close();
    await outbox.stop();
    await bookings.reminders.stop();
  });

  const domain = { db, config, identity };
  await registerServiceBase(
    app,
    {
      messages: { sw: messagesSw, fr: messagesFr },
      name: 'api',
      db: options.db,
      title: 'Pamoja main service',
      description: 'Identity, organisations, money, leads, products and bookings.',
      version: '1.0.0',
    },
    async (v1) => {
      await registerAttemptLimits(v1);
      registerIdempotency(v1, db);
      await v1.register(referenceDomain, { db });
      await v1.register(identityDomain, domain);
      await v1.register(preferencesDomain, domain);
      await v1.register(organisationsDomain, domain);
      await v1.register(teamsDomain, domain);
      await v1.register(branchesDomain, domain);
      await v1.register(staffDomain, domain);
      await v1.register(groupsDomain, domain);
      await v1.register(filesDomain, domain);
      await v1.register(productsDomain, domain);
      await v1.register(leadsDomain, domain);
      await v1.register(bookingsDomain, domain);
      await v1.register(dashboardDomain, domain);
      await v1.register(userDirectoryDomain, domain);
      await v1.register(beneficiariesDomain, domain);
      await v1.register(walletDomain, { ...domain, wallet });
      await v1.register(ordersDomain, { ...domain, orders });
      await v1.register(paymentsDomain, { ...domain, payments });
      await v1.register(airtimeDomain, { ...domain, airtime });
      if (config.NODE_ENV !== 'production') await v1.register(devDomain, { db, payments });
    },
  );
};

/** Builds the main service on its own server. It never listens: `server.ts` does. */
export async function buildApp(
  options: ApiServiceOptions & ServerOptions,
): Promise<FastifyInstance> {
  const app = await createServer(options.config, { logger: options.logger ?? true });
  await app.register(apiService, { prefix: '/api', ...options });
  return app;
}
