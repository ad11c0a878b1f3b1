import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';

type Purpose = 'VERIFY_EMAIL' | 'RESET_PASSWORD';

/** Refresh tokens and e-mailed link tokens. Only hashes are stored. */
export function createTokenRepository(db: Kysely<MainDatabase>) {
  return {
    insertRefreshToken(row: {
      familyId: string;
      userId: string;
      tokenHash: string;
      expiresAt: Date;
    }) {
      return db
        .insertInto('refresh_tokens')
        .values({
          family_id: row.familyId,
          user_id: row.userId,
          token_hash: row.tokenHash,
          expires_at: row.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    findRefreshTokenForUpdate(tokenHash: string) {
      return db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .forUpdate()
        .executeTakeFirst();
    },

    async markRotated(id: string) {
      await db
        .updateTable('refresh_tokens')
        .set({ rotated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    async revokeFamily(familyId: string) {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: new Date() })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeAllForUser(userId: string) {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async insertUserToken(row: {
      userId: string;
      purpose: Purpose;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db
        .insertInto('user_tokens')
        .values({
          user_id: row.userId,
          purpose: row.purpose,
          token_hash: row.tokenHash,
          expires_at: row.expiresAt,
        })
        .execute();
    },

    findUserToken(purpose: Purpose, tokenHash: string) {
      return db
        .selectFrom('user_tokens')
        .selectAll()
        .where('purpose', '=', purpose)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Marks a link used; false when another request used it first. */
    async consumeUserToken(id: string) {
      const result = await db
        .updateTable('user_tokens')
        .set({ used_at: new Date() })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async expireUserTokens(userId: string, purpose: Purpose) {
      await db
        .updateTable('user_tokens')
        .set({ used_at: new Date() })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type TokenRepository = ReturnType<typeof createTokenRepository>;
