import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Session } from '@pamoja/contract/auth';
import type { Role } from '@pamoja/contract/roles';
import type { AccessTokens } from '@pamoja/server-kit/auth/access-tokens';
import { randomToken, sha256 } from '@pamoja/server-kit/auth/secrets';
import type { MainDatabase } from '../db/schema';
import { createTokenRepository } from './token-repository';
import { toUserData } from './user-data';
import { createUserRepository, type UserRow } from './user-repository';

const DAY_MS = 86_400_000;

/** Issues an access token and a refresh token (in a new or an existing family) with userData. */
export function createSessionIssuer(tokens: AccessTokens, refreshTtlDays: number) {
  return async function issueSession(
    db: Kysely<MainDatabase>,
    user: UserRow,
    role: Role,
    familyId: string = randomUUID(),
  ): Promise<Session> {
    const organisations = await createUserRepository(db).organisationRoles(user.id);
    const refreshToken = randomToken(32);
    await createTokenRepository(db).insertRefreshToken({
      familyId,
      userId: user.id,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + refreshTtlDays * DAY_MS),
    });
    const accessToken = await tokens.sign({
      userId: user.id,
      role,
      sessionId: familyId,
      organisationIds: organisations.filter((o) => o.roles.includes(role)).map((o) => o.id),
      name: `${user.first_name} ${user.last_name}`.trim(),
    });
    return { accessToken, refreshToken, userData: toUserData(user, organisations, role) };
  };
}

export type SessionIssuer = ReturnType<typeof createSessionIssuer>;
