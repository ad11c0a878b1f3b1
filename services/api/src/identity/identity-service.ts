import type { Kysely } from 'kysely';
import type { Session } from '@pamoja/contract/auth';
import { normalisePhone } from '@pamoja/contract/phone-number';
import type { Role } from '@pamoja/contract/roles';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { hashSecret, randomToken, sha256, verifySecret } from '@pamoja/server-kit/auth/secrets';
import { AppError, conflict, forbidden, unauthorized } from '@pamoja/server-kit/errors';
import { uniqueOr } from '@pamoja/server-kit/db-errors';
import type { MainDatabase } from '../db/schema';
import { createOutboxRepository } from '../outbox/outbox-module';
import { verificationMessage } from '../outbox/outbox-module';
import type { SessionIssuer } from './session-issuer';
import { createTokenRepository } from './token-repository';
import { activeRole, rolesHeld } from './user-data';
import { createUserRepository } from './user-repository';

const VERIFY_LINK_TTL_MS = 48 * 3_600_000;
const WRONG_CREDENTIALS = 'The e-mail, phone number or password is not right.';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
}

export interface IdentityDeps {
  db: Kysely<MainDatabase>;
  issueSession: SessionIssuer;
  publicUrl: string;
}

/** Register, verify, log in, refresh, log out and switch role (docs/identity-and-access.md). */
export function createIdentityService({ db, issueSession, publicUrl }: IdentityDeps) {
  return {
    async register(input: RegisterInput): Promise<{ id: string }> {
      const passwordHash = await hashSecret(input.password);
      return db.transaction().execute(async (trx) => {
        const users = createUserRepository(trx);
        const taken = await users.taken(input.email, input.phoneNumber);
        if (taken.email)
          throw conflict('An account with this e-mail already exists.', 'EMAIL_TAKEN');
        if (taken.phoneNumber)
          throw conflict('An account with this phone number already exists.', 'PHONE_TAKEN');
        // The unique indexes decide a race between two sign-ups; the read above only gives the
        // common case a precise message without an aborted transaction.
        const user = await uniqueOr(
          () => users.create({ ...input, passwordHash }),
          () => duplicateFromRace(),
        );
        await sendVerificationLink(trx, user.id, user.email, user.first_name, publicUrl);
        return { id: user.id };
      });
    },

    async confirm(token: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const tokens = createTokenRepository(trx);
        const row = await tokens.findUserToken('VERIFY_EMAIL', sha256(token));
        if (!row)
          throw new AppError(404, 'TOKEN_NOT_FOUND', 'This verification link is not valid.');
        if (row.used_at)
          throw new AppError(
            410,
            'TOKEN_USED',
            'This verification link was already used. Please log in.',
          );
        if (row.expires_at < new Date()) {
          throw new AppError(
            410,
            'TOKEN_EXPIRED',
            'This verification link has expired. Register again to get a new one.',
          );
        }
        if (!(await tokens.consumeUserToken(row.id))) {
          throw new AppError(
            410,
            'TOKEN_USED',
            'This verification link was already used. Please log in.',
          );
        }
        await createUserRepository(trx).update(row.user_id, {
          status: 'ACTIVE',
          verified_at: new Date(),
        });
      });
    },

    async login(username: string, password: string): Promise<Session> {
      const phoneNumber = username.includes('@') ? null : normalisePhone(username);
      const lookup = phoneNumber ? { phoneNumber } : { email: username.trim().toLowerCase() };
      const user = await createUserRepository(db).findByLogin(lookup);
      const matches = await verifySecret(password, user?.password_hash ?? null);
      if (!user || !matches) throw new AppError(401, 'INVALID_CREDENTIALS', WRONG_CREDENTIALS);
      if (user.status === 'PENDING_VERIFICATION') {
        throw forbidden(
          'Please verify your e-mail first: open the link we sent you.',
          'ACCOUNT_NOT_VERIFIED',
        );
      }
      if (user.status === 'DISABLED')
        throw forbidden('This account is disabled.', 'ACCOUNT_DISABLED');
      return db.transaction().execute(async (trx) => {
        const users = createUserRepository(trx);
        // The user directory shows it (docs/domains/user-directory.md).
        await users.update(user.id, { last_sign_in_at: new Date() });
        const organisations = await users.organisationRoles(user.id);
        return issueSession(trx, user, activeRole(user, rolesHeld(user, organisations)));
      });
    },

    /** Rotation: each refresh token works once; a second use revokes its whole family. */
    async refresh(refreshToken: string): Promise<Session> {
      const outcome = await db.transaction().execute(async (trx) => {
        const tokens = createTokenRepository(trx);
        const row = await tokens.findRefreshTokenForUpdate(sha256(refreshToken));
        if (!row || row.revoked_at || row.expires_at < new Date()) return { session: null };
        if (row.rotated_at) {
          await tokens.revokeFamily(row.family_id);
          return { session: null };
        }
        await tokens.markRotated(row.id);
        const users = createUserRepository(trx);
        const user = await users.findById(row.user_id);
        if (!user || user.status !== 'ACTIVE') return { session: null };
        const role = activeRole(user, rolesHeld(user, await users.organisationRoles(user.id)));
        return { session: await issueSession(trx, user, role, row.family_id) };
      });
      // Revocation must commit, so the refusal is thrown after the transaction.
      if (!outcome.session) throw unauthorized('Your session has ended. Please log in again.');
      return outcome.session;
    },

    async logout(auth: AuthContext): Promise<void> {
      await createTokenRepository(db).revokeFamily(auth.sessionId);
    },

    async switchRole(auth: AuthContext, role: Role): Promise<Session> {
      return db.transaction().execute(async (trx) => {
        const users = createUserRepository(trx);
        const user = await users.findByIdForUpdate(auth.userId);
        if (!user) throw unauthorized();
        if (!rolesHeld(user, await users.organisationRoles(user.id)).includes(role)) {
          throw forbidden(`You do not hold the role ${role}.`, 'ROLE_NOT_HELD');
        }
        const updated = await users.update(user.id, { active_role: role });
        // The old refresh token stops working: the new pair carries the new role.
        await createTokenRepository(trx).revokeFamily(auth.sessionId);
        return issueSession(trx, updated, role);
      });
    },

    async sessionUser(auth: AuthContext) {
      const user = await createUserRepository(db).findById(auth.userId);
      if (!user) throw unauthorized();
      return user;
    },
  };
}

function duplicateFromRace(): AppError {
  return conflict('An account with this e-mail or phone number already exists.', 'ACCOUNT_EXISTS');
}

async function sendVerificationLink(
  trx: Kysely<MainDatabase>,
  userId: string,
  email: string,
  firstName: string,
  publicUrl: string,
) {
  const token = randomToken();
  await createTokenRepository(trx).insertUserToken({
    userId,
    purpose: 'VERIFY_EMAIL',
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + VERIFY_LINK_TTL_MS),
  });
  await createOutboxRepository(trx).add(
    verificationMessage(email, firstName, `${publicUrl}/verify/${token}`),
  );
}

export type IdentityService = ReturnType<typeof createIdentityService>;
