import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '@pamoja/server-kit/config';
import { createServer, type ServerOptions } from '@pamoja/server-kit/create-server';
import type { AnyDatabase } from '@pamoja/server-kit/database';
import { AccessTokens } from '@pamoja/server-kit/auth/access-tokens';
import { createGuard } from '@pamoja/server-kit/auth/guard';
import { registerServiceBase } from '@pamoja/server-kit/service-base';
import { scopeLearningDatabase } from './db/migrate';
import { coursesDomain } from './courses/courses-module';

export interface LmsServiceOptions {
  db: AnyDatabase;
  config: Config;
}

/** The learning service as a plugin, mounted at `/lms`; its routes answer under `/lms/v1`. */
export const lmsService: FastifyPluginAsync<LmsServiceOptions> = async (app, { db, config }) => {
  const learningDb = scopeLearningDatabase(db);
  // The main service's access tokens, verified with the key both derive from JWT_SECRET. The
  // learning service has no membership tables, so it trusts the signed list of organisations.
  const tokens = new AccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS);
  const guard = createGuard(
    tokens,
    async (claims, organisationId) =>
      claims.role === 'SUPER_ADMIN' || claims.organisationIds.includes(organisationId),
  );
  await registerServiceBase(
    app,
    {
      name: 'lms',
      db,
      title: 'Pamoja learning service',
      description: 'Courses, enrolments, lessons, progress, certificates and achievements.',
      version: '1.0.0',
    },
    async (v1) => {
      await v1.register(coursesDomain, {
        db: learningDb,
        defaultProject: config.LMS_PROJECT,
        canRead: guard({ can: ['read', 'Course'] }),
      });
    },
  );
};

/** Builds the learning service on its own server. It never listens: `server.ts` does. */
export async function buildApp(
  options: LmsServiceOptions & ServerOptions,
): Promise<FastifyInstance> {
  const app = await createServer(options.config, { logger: options.logger ?? true });
  await app.register(lmsService, { prefix: '/lms', db: options.db, config: options.config });
  return app;
}
