import type { Kysely, Selectable } from 'kysely';
import type { MainDatabase } from '../db/schema';

export type OtpRow = Selectable<MainDatabase['otps']>;

/** What a code confirms: a purpose, the thing it is about (if any) and the person it went to. */
export interface OtpKey {
  purpose: string;
  subjectId: string | null;
  userId: string;
}

/** One-time codes. Only a salted hash of each code is kept. */
export function createOtpRepository(db: Kysely<MainDatabase>) {
  return {
    async insert(key: OtpKey, row: { codeHash: string; salt: string; expiresAt: Date }) {
      await db
        .insertInto('otps')
        .values({
          purpose: key.purpose,
          subject_id: key.subjectId,
          user_id: key.userId,
          code_hash: row.codeHash,
          salt: row.salt,
          expires_at: row.expiresAt,
        })
        .execute();
    },

    /** The newest code for the key, locked so parallel guesses are counted one by one. */
    latestForUpdate(key: OtpKey) {
      let query = db
        .selectFrom('otps')
        .selectAll()
        .where('user_id', '=', key.userId)
        .where('purpose', '=', key.purpose);
      query = key.subjectId
        ? query.where('subject_id', '=', key.subjectId)
        : query.where('subject_id', 'is', null);
      return query.orderBy('created_at', 'desc').limit(1).forUpdate().executeTakeFirst();
    },

    async countFailure(id: string) {
      await db
        .updateTable('otps')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async markUsed(id: string) {
      await db.updateTable('otps').set({ used_at: new Date() }).where('id', '=', id).execute();
    },
  };
}
