import type { Kysely } from 'kysely';
import type { Config } from '@pamoja/server-kit/config';
import { AccessTokens } from '@pamoja/server-kit/auth/access-tokens';
import { createGuard } from '@pamoja/server-kit/auth/guard';
import type { ListenToChannel } from '@pamoja/server-kit/database-listener';
import { onAccessWrite } from '../db/access-writes';
import { ACCESS_CHANNEL, createAccessCache, type AccessCache } from './access-cache';
import type { MainDatabase } from '../db/schema';
import { createIdentityService } from './identity-service';
import { createPasswordResetService } from './password-reset-service';
import { createPinService } from './pin-service';
import { createAccessRepository } from './access-repository';
import { createSessionIssuer } from './session-issuer';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { usersRoutes } from './users-routes';

export { createUserRepository, type UserRow } from './user-repository';
export { issueSetPasswordLink } from './set-password-link';
export { createTokenRepository } from './token-repository';

/** Where links in messages point: the configured public URL, else this server. */
export function publicUrlOf(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

/**
 * The guard's cache of answers, told at once of this process's writes that take access back and,
 * through LISTEN, of every other process's. Without LISTEN (the embedded database) it keeps
 * nothing and every request asks the database.
 */
export async function watchedAccessCache(app: FastifyInstance, listen?: ListenToChannel) {
  const cache = createAccessCache();
  const unwatch = onAccessWrite(cache.changed);
  app.addHook('onClose', async () => void unwatch());
  if (listen) {
    const listener = await listen(ACCESS_CHANNEL, {
      notified: cache.changed,
      listening: cache.listening,
    });
    app.addHook('onClose', () => listener.close());
  }
  return cache;
}

/** Wires identity: tokens, the route guard and the services the routes call. */
export function createIdentityModule(
  db: Kysely<MainDatabase>,
  config: Config,
  accessCache: AccessCache,
) {
  const tokens = new AccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS);
  const access = createAccessRepository(db);
  const guard = createGuard(tokens, async (claims, _token, organisationId) => {
    const answer = await accessCache.answer(claims, organisationId, () =>
      access.access(claims, organisationId),
    );
    // A super admin acts in any organisation.
    return claims.role === 'SUPER_ADMIN' ? { ...answer, member: true } : answer;
  });
  const publicUrl = publicUrlOf(config);
  return {
    tokens,
    guard,
    identity: createIdentityService({
      db,
      issueSession: createSessionIssuer(tokens, config.REFRESH_TOKEN_TTL_DAYS),
      publicUrl,
    }),
    pins: createPinService(db),
    passwordReset: createPasswordResetService(db, publicUrl),
    limits: {
      perIp: config.AUTH_RATE_LIMIT_PER_IP,
      perAccount: config.AUTH_RATE_LIMIT_PER_ACCOUNT,
    },
  };
}

export type IdentityModule = ReturnType<typeof createIdentityModule>;

/** What most domains' routes are given: the database, the configuration and identity's guard. */
export interface DomainDependencies {
  db: Kysely<MainDatabase>;
  config: Config;
  identity: IdentityModule;
}

/** Sign-in and sessions, registration and verification, profiles, PINs, password resets. */
export const identityDomain: FastifyPluginAsync<DomainDependencies> = async (
  app,
  { identity, db },
) => {
  // Tokens, profiles and PIN answers are one person's: no browser or proxy may keep a copy.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(authRoutes, { identity });
  await app.register(usersRoutes, { identity, db });
  await app.register(passwordResetRoutes, { identity });
};
