import type { FastifyInstance } from 'fastify';
import { authenticateFirst } from './auth/guard';
import type { AnyDatabase } from './database';
import { registerCsrfRule } from './plugins/csrf';
import { registerErrorHandlers } from './plugins/error-handler';
import { registerHealthRoute } from './plugins/health';
import { registerMessageLocalisation } from './plugins/localise-messages';
import type { Catalogues } from './i18n/translator';
import { createTranslator } from './i18n/translator';
import kitSw from './i18n/messages/sw.json' with { type: 'json' };
import kitFr from './i18n/messages/fr.json' with { type: 'json' };
import { registerOpenApi, type OpenApiOptions } from './plugins/openapi';
import { registerTextCleaning } from './plugins/sanitize';

export interface ServiceBaseOptions extends OpenApiOptions {
  name: string;
  db: AnyDatabase;
  /** The service's own message catalogues (the kit and the contract bring theirs). */
  messages: Catalogues;
}

/**
 * What every service context has in common (error shape, messages in the caller's language, CSRF rule, text cleaning, OpenAPI,
 * health, authentication before validation). Call it inside the service's own context, mounted at `/api` or `/lms`; the service's
 * routes go in the returned `/v1` registration callback.
 */
export async function registerServiceBase(
  app: FastifyInstance,
  options: ServiceBaseOptions,
  routes: (v1: FastifyInstance) => Promise<void>,
): Promise<void> {
  registerMessageLocalisation(app, createTranslator({ sw: kitSw, fr: kitFr }, options.messages));
  registerErrorHandlers(app);
  registerCsrfRule(app);
  registerTextCleaning(app);
  await registerOpenApi(app, options);
  await app.register(
    async (v1) => {
      authenticateFirst(v1);
      registerHealthRoute(v1, options.name, options.db);
      await routes(v1);
    },
    { prefix: '/v1' },
  );
}
