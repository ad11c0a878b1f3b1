import { generateKeyPairSync } from 'node:crypto';
import {
  calculateJwkThumbprint,
  exportJWK,
  importJWK,
  SignJWT,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { LearningDb } from '../db/schema';
import { createSigningKeyRepository, type StoredKey } from './signing-key-repository';

const PURPOSE = 'credentials';
const ALGORITHM = 'EdDSA';

async function freshKey(): Promise<StoredKey> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return { kid, privateJwk: await exportJWK(privateKey), publicJwk };
}

/** A configured private JWK (Ed25519, `d` included) wins over the stored one. */
async function configuredKey(privateJwk: JWK): Promise<StoredKey> {
  const publicJwk: JWK = { ...privateJwk };
  delete publicJwk.d;
  return {
    kid: privateJwk.kid ?? (await calculateJwkThumbprint(publicJwk)),
    privateJwk,
    publicJwk,
  };
}

/**
 * Signs credentials with the service's Ed25519 key: generated on first use and stored, so
 * every replica and restart signs with the same key and old credentials keep verifying.
 */
export function createCredentialSigner(db: LearningDb, configured?: JWK) {
  const keys = createSigningKeyRepository(db);
  let loading: Promise<StoredKey> | undefined;
  const key = () => {
    loading ??= (async () => {
      if (configured) return configuredKey(configured);
      const stored = await keys.find(PURPOSE);
      if (stored) return stored;
      await keys.storeOnce(PURPOSE, await freshKey());
      return (await keys.find(PURPOSE))!;
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    async sign(payload: JWTPayload): Promise<string> {
      const { kid, privateJwk } = await key();
      return new SignJWT(payload)
        .setProtectedHeader({ alg: ALGORITHM, kid, typ: 'JWT' })
        .sign(await importJWK(privateJwk, ALGORITHM));
    },
    async jwks(): Promise<{ keys: (JWK & { kty: string; kid: string })[] }> {
      const { kid, publicJwk } = await key();
      return {
        keys: [{ ...publicJwk, kty: publicJwk.kty ?? 'OKP', kid, alg: ALGORITHM, use: 'sig' }],
      };
    },
  };
}

export type CredentialSigner = ReturnType<typeof createCredentialSigner>;
