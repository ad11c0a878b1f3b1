import type { JWK } from 'jose';
import type { LearningDb } from '../db/schema';

export interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as JWK;

export function createSigningKeyRepository(db: LearningDb) {
  return {
    async find(purpose: string): Promise<StoredKey | undefined> {
      const row = await db
        .selectFrom('signing_keys')
        .selectAll()
        .where('purpose', '=', purpose)
        .executeTakeFirst();
      return (
        row && {
          kid: row.kid,
          privateJwk: parse(row.private_jwk),
          publicJwk: parse(row.public_jwk),
        }
      );
    },

    /** Keeps the first key stored: two replicas starting together end up with the same key. */
    async storeOnce(purpose: string, key: StoredKey): Promise<void> {
      await db
        .insertInto('signing_keys')
        .values({
          purpose,
          kid: key.kid,
          private_jwk: JSON.stringify(key.privateJwk),
          public_jwk: JSON.stringify(key.publicJwk),
        })
        .onConflict((oc) => oc.column('purpose').doNothing())
        .execute();
    },
  };
}
