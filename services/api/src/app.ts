import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '@pamoja/server-kit/config';
import { createServer, type ServerOptions } from '@pamoja/server-kit/create-server';
import type { AnyDatabase } from '@pamoja/server-kit/database';
import { registerAttemptLimits } from '@pamoja/server-kit/rate-limit';
import { registerServiceBase } from '@pamoja/server-kit/service-base';
import { scopeMainDatabase } from './db/migrate';
import { createAirtimeModule, type AirtimeModule } from './airtime/airtime-module';
import { createIdentityModule, publicUrlOf } from './identity/identity-module';
import { createOutboxWorker } from './outbox/outbox-worker';
import { devMailboxTransport, smtpTransport } from './outbox/transports';
import { airtimeCallbackRoutes } from './airtime/airtime-callback-routes';
import { airtimeGroupMembersRoutes } from './airtime/airtime-group-members-routes';
import { airtimeGroupsRoutes } from './airtime/airtime-groups-routes';
import { airtimeRoutes } from './airtime/airtime-routes';
import { authRoutes } from './identity/auth-routes';
import { bankAccountsRoutes } from './beneficiaries/bank-accounts-routes';
import { branchesRoutes } from './branches/branches-routes';
import { devLedgerRoutes } from './dev/dev-ledger-routes';
import { devOutboxRoutes } from './dev/dev-outbox-routes';
import { groupsRoutes } from './groups/groups-routes';
import { mobileWalletsRoutes } from './beneficiaries/mobile-wallets-routes';
import { membersRoutes } from './organisations/members-routes';
import { organisationsRoutes } from './organisations/organisations-routes';
import { passwordResetRoutes } from './identity/password-reset-routes';
import { pesalinkBeneficiariesRoutes } from './beneficiaries/pesalink-beneficiaries-routes';
import { preferencesRoutes } from './preferences/preferences-routes';
import { createReferenceRepository } from './reference/reference-repository';
import { referenceRoutes } from './reference/reference-routes';
import { staffLocationsRoutes } from './branches/staff-locations-routes';
import { staffRoutes } from './staff/staff-routes';
import { teamMembersRoutes } from './teams/team-members-routes';
import { teamsRoutes } from './teams/teams-routes';
import { usersRoutes } from './identity/users-routes';
import { mpesaCallbackRoutes } from './payments/mpesa-callback-routes';
import { transactionsRoutes } from './payments/transactions-routes';
import { walletRoutes } from './wallet/wallet-routes';
import { withdrawRoutes } from './wallet/withdraw-routes';
import { createWalletModule, type WalletModule } from './wallet/wallet-module';

export interface ApiServiceOptions {
  db: AnyDatabase;
  config: Config;
  /** Background delivery of the outbox; tests drive it by hand instead. */
  startWorkers?: boolean;
  /** Test seam: hands out the wallet module so a test can run the sweeper on demand. */
  exposeWallet?: (wallet: WalletModule) => void;
  /** Test seam: hands out the airtime module so a test can wait for its dispatcher. */
  exposeAirtime?: (airtime: AirtimeModule) => void;
}

/** The main service as a plugin, mounted at `/api`; its routes answer under `/api/v1`. */
export const apiService: FastifyPluginAsync<ApiServiceOptions> = async (app, options) => {
  const { db, config } = options;
  const mainDb = scopeMainDatabase(db);
  const identity = createIdentityModule(mainDb, config);
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM, devMailboxTransport)
    : devMailboxTransport;
  const worker = createOutboxWorker(mainDb, transport, app.log);
  const wallet = createWalletModule(app, mainDb, config);
  const airtime = createAirtimeModule(app, mainDb, config, wallet);
  options.exposeWallet?.(wallet);
  options.exposeAirtime?.(airtime);
  if (options.startWorkers !== false) {
    app.addHook('onReady', async () => {
      worker.start();
      wallet.sweeper.start();
      airtime.dispatcher.start();
    });
  }
  app.addHook('onClose', async () => {
    airtime.close();
    await airtime.dispatcher.idle();
    wallet.close();
    await worker.stop();
  });

  await registerServiceBase(
    app,
    {
      name: 'api',
      db,
      title: 'Pamoja main service',
      description: 'Identity, organisations, money, leads, products and bookings.',
      version: '1.0.0',
    },
    async (v1) => {
      await registerAttemptLimits(v1);
      await v1.register(referenceRoutes, { repository: createReferenceRepository(mainDb) });
      await v1.register(authRoutes, { identity });
      await v1.register(usersRoutes, { identity, db: mainDb });
      await v1.register(passwordResetRoutes, { identity });
      await v1.register(preferencesRoutes, { identity, db: mainDb });
      await v1.register(organisationsRoutes, { identity, db: mainDb });
      await v1.register(membersRoutes, { identity, db: mainDb, publicUrl: publicUrlOf(config) });
      await v1.register(teamsRoutes, { identity, db: mainDb });
      await v1.register(teamMembersRoutes, { identity, db: mainDb });
      await v1.register(branchesRoutes, { identity, db: mainDb });
      await v1.register(staffLocationsRoutes, { identity, db: mainDb });
      await v1.register(staffRoutes, { identity, db: mainDb, publicUrl: publicUrlOf(config) });
      await v1.register(groupsRoutes, { identity, db: mainDb });
      await v1.register(bankAccountsRoutes, { identity, db: mainDb });
      await v1.register(pesalinkBeneficiariesRoutes, { identity, db: mainDb });
      await v1.register(mobileWalletsRoutes, { identity, db: mainDb });
      await v1.register(walletRoutes, { identity, db: mainDb, wallet });
      await v1.register(withdrawRoutes, { identity, db: mainDb, wallet });
      await v1.register(transactionsRoutes, { identity, db: mainDb });
      await v1.register(airtimeGroupsRoutes, { identity, db: mainDb });
      await v1.register(airtimeGroupMembersRoutes, { identity, db: mainDb });
      await v1.register(airtimeRoutes, { identity, db: mainDb, airtime });
      await v1.register(airtimeCallbackRoutes, { token: config.CALLBACK_TOKEN, airtime });
      await v1.register(mpesaCallbackRoutes, {
        token: config.CALLBACK_TOKEN,
        settlement: wallet.settlement,
      });
      if (config.NODE_ENV !== 'production') {
        await v1.register(devOutboxRoutes, { db: mainDb });
        await v1.register(devLedgerRoutes, { db: mainDb });
      }
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
