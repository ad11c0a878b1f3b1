import type { Kysely } from 'kysely';
import { hashSecret, sha256 } from '@pamoja/server-kit/auth/secrets';
import { AppError } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { passwordResetMessage } from '../outbox/outbox-module';
import { createOutboxRepository } from '../outbox/outbox-module';
import { issueSetPasswordLink } from './set-password-link';
import { createTokenRepository } from './token-repository';
import { createUserRepository } from './user-repository';

const RESET_LINK_TTL_MS = 3_600_000;

/** Password reset by e-mailed link; the request never says whether the e-mail is known. */
export function createPasswordResetService(db: Kysely<MainDatabase>, publicUrl: string) {
  async function usableToken(trx: Kysely<MainDatabase>, token: string) {
    const row = await createTokenRepository(trx).findUserToken('RESET_PASSWORD', sha256(token));
    if (!row || row.used_at || row.expires_at < new Date()) return null;
    return row;
  }

  return {
    async request(email: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const user = await createUserRepository(trx).findByLogin({ email });
        if (!user || user.status === 'DISABLED') return;
        const link = await issueSetPasswordLink(trx, user.id, publicUrl, RESET_LINK_TTL_MS);
        await createOutboxRepository(trx).add(
          passwordResetMessage(user.email, user.first_name, link),
        );
      });
    },

    async isValid(token: string): Promise<boolean> {
      return (await usableToken(db, token)) !== null;
    },

    /** Sets the new password and ends every session of the user. */
    async reset(token: string, password: string): Promise<void> {
      const passwordHash = await hashSecret(password);
      await db.transaction().execute(async (trx) => {
        const row = await usableToken(trx, token);
        const tokens = createTokenRepository(trx);
        if (!row || !(await tokens.consumeUserToken(row.id))) {
          throw new AppError(
            410,
            'TOKEN_INVALID',
            'This reset link is no longer valid. Ask for a new one.',
          );
        }
        const users = createUserRepository(trx);
        const user = await users.findById(row.user_id);
        // Following the link proves the e-mail, so a pending account becomes active too.
        await users.update(row.user_id, {
          password_hash: passwordHash,
          ...(user?.status === 'PENDING_VERIFICATION'
            ? { status: 'ACTIVE' as const, verified_at: new Date() }
            : {}),
        });
        await tokens.revokeAllForUser(row.user_id);
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
