import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '@pamoja/server-kit/config';
import { createServer, type ServerOptions } from '@pamoja/server-kit/create-server';
import type { AnyDatabase } from '@pamoja/server-kit/database';
import { registerServiceBase } from '@pamoja/server-kit/service-base';
import { scopeMainDatabase } from './db/migrate';
import { createReferenceRepository } from './routes/reference/reference-repository';
import { referenceRoutes } from './routes/reference/reference-routes';

export interface ApiServiceOptions {
  db: AnyDatabase;
  config: Config;
}

/** The main service as a plugin, mounted at `/api`; its routes answer under `/api/v1`. */
export const apiService: FastifyPluginAsync<ApiServiceOptions> = async (app, { db }) => {
  const mainDb = scopeMainDatabase(db);
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
      await v1.register(referenceRoutes, { repository: createReferenceRepository(mainDb) });
    },
  );
};

/** Builds the main service on its own server. It never listens: `server.ts` does. */
export async function buildApp(
  options: ApiServiceOptions & ServerOptions,
): Promise<FastifyInstance> {
  const app = await createServer(options.config, { logger: options.logger ?? true });
  await app.register(apiService, { prefix: '/api', db: options.db, config: options.config });
  return app;
}
