import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { buildAbility, type AppAbility } from '@pamoja/contract/ability';
import { abilityRulesFor, type Action, type Role } from '@pamoja/contract/roles';
import { forbidden, unauthorized } from '../errors';
import type { AccessClaims, AccessTokens } from './access-tokens';

export interface AuthContext extends AccessClaims {
  ability: AppAbility;
  /** The organisation named by `x-organization`, once the caller is known to belong to it. */
  organisationId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

export interface GuardRule {
  /** The ability the active role needs, e.g. `['read', 'Profile']`. */
  can?: [Action, string];
  /** `required`: the request must name an organisation the caller belongs to. */
  organisation?: 'required' | 'optional';
}

/**
 * Decides whether the caller belongs to the organisation with its active role. The main service
 * asks its database; the learning service trusts the signed token's list.
 */
export type MembershipCheck = (claims: AccessClaims, organisationId: string) => Promise<boolean>;

/**
 * Whether the token's session is still live (logout and password reset end it at once). The
 * main service asks its database; the learning service asks the main service, with the token.
 */
export type SessionCheck = (claims: AccessClaims, token: string) => Promise<boolean>;

/**
 * Both questions of a request at once: is the session live, and (when the request names an
 * organisation) does the caller belong to it with the active role. The main service answers
 * both in one query, every protected request asking them.
 */
export type AccessCheck = (
  claims: AccessClaims,
  token: string,
  organisationId: string | null,
) => Promise<{ live: boolean; member: boolean }>;

/** An access check from its two questions, asked side by side (no session check: always live). */
export const accessFrom =
  (isMember: MembershipCheck, isSessionLive: SessionCheck = async () => true): AccessCheck =>
  async (claims, token, organisationId) => {
    const [live, member] = await Promise.all([
      isSessionLive(claims, token),
      organisationId ? isMember(claims, organisationId) : false,
    ]);
    return { live, member };
  };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const GUARD = Symbol('guard');

/** Whether a route hook is the guard (see authenticateFirst). */
export const isGuard = (hook: unknown): boolean =>
  typeof hook === 'function' && GUARD in (hook as object);

/**
 * Routes name the guard among their pre-handlers; it runs before validation instead, so a
 * signed-out caller with a bad body hears 401 (who are you) before 400 (what is wrong with it),
 * and learns nothing about the route's rules.
 */
export function authenticateFirst(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const hooks = [route.preHandler ?? []].flat();
    const guards = hooks.filter(isGuard);
    if (guards.length === 0) return;
    route.preHandler = hooks.filter((hook) => !isGuard(hook));
    route.preValidation = [...[route.preValidation ?? []].flat(), ...guards] as never;
  });
}

/** The one guard every protected route uses: authentication, ability, then organisation. */
export function createGuard(tokens: AccessTokens, access: AccessCheck) {
  return (rule: GuardRule = {}): preHandlerAsyncHookHandler =>
    Object.assign(
      async function guard(request: FastifyRequest) {
        const header = request.headers.authorization;
        const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
        if (!token) throw unauthorized();
        const claims = await tokens.verify(token);
        const named = namedOrganisation(request);
        const { live, member } = await access(
          claims,
          token,
          named && UUID.test(named) ? named : null,
        );
        if (!live) throw unauthorized('Your session has ended. Please log in again.');
        const ability = buildAbility(abilityRulesFor(claims.role));
        if (rule.can && !ability.can(rule.can[0], rule.can[1])) {
          throw forbidden(`Your role ${describe(claims.role)} cannot do this.`);
        }
        if (!named && rule.organisation === 'required') {
          throw forbidden(
            'Choose an organisation first (x-organization header).',
            'ORGANISATION_REQUIRED',
          );
        }
        if (named && !member) {
          throw forbidden(
            'You are not a member of this organisation with your current role.',
            'NOT_A_MEMBER',
          );
        }
        request.auth = { ...claims, ability, organisationId: named };
      },
      { [GUARD]: true },
    );
}

function namedOrganisation(request: FastifyRequest): string | null {
  const header = request.headers['x-organization'];
  return typeof header === 'string' && header.length > 0 ? header : null;
}

function describe(role: Role): string {
  return role.toLowerCase().replace('_', ' ');
}

/** The authenticated caller; only call it in a handler behind the guard. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
