import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '@pamoja/server-kit/config';
import { createServer, type ServerOptions } from '@pamoja/server-kit/create-server';
import type { AnyDatabase } from '@pamoja/server-kit/database';
import { registerAttemptLimits } from '@pamoja/server-kit/rate-limit';
import { registerServiceBase } from '@pamoja/server-kit/service-base';
import { scopeMainDatabase } from './db/migrate';
import { createIdentityModule } from './identity/identity-module';
import { createOutboxWorker } from './outbox/outbox-worker';
import { devMailboxTransport, smtpTransport } from './outbox/transports';
import { authRoutes } from './routes/auth/auth-routes';
import { devOutboxRoutes } from './routes/dev/dev-outbox-routes';
import { passwordResetRoutes } from './routes/password-reset/password-reset-routes';
import { preferencesRoutes } from './routes/preferences/preferences-routes';
import { createReferenceRepository } from './routes/reference/reference-repository';
import { referenceRoutes } from './routes/reference/reference-routes';
import { usersRoutes } from './routes/users/users-routes';

export interface ApiServiceOptions {
  db: AnyDatabase;
  config: Config;
  /** Background delivery of the outbox; tests drive it by hand instead. */
  startWorkers?: boolean;
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
  if (options.startWorkers !== false) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());

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
      if (config.NODE_ENV !== 'production') await v1.register(devOutboxRoutes, { db: mainDb });
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
