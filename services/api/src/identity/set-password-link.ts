import type { Kysely } from 'kysely';
import { randomToken, sha256 } from '@pamoja/server-kit/auth/secrets';
import type { MainDatabase } from '../db/schema';
import { createTokenRepository } from './token-repository';

/**
 * A new set-password link (password reset, or an invitation's first password). Only the newest
 * link of a user works. Answers the link to put in the message.
 */
export async function issueSetPasswordLink(
  trx: Kysely<MainDatabase>,
  userId: string,
  publicUrl: string,
  ttlMs: number,
): Promise<string> {
  const tokens = createTokenRepository(trx);
  await tokens.expireUserTokens(userId, 'RESET_PASSWORD');
  const token = randomToken();
  await tokens.insertUserToken({
    userId,
    purpose: 'RESET_PASSWORD',
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return `${publicUrl}/reset-password/${token}`;
}
