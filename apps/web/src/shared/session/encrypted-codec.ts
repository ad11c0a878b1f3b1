import { env } from '../config/env';
import type { SessionCodec } from './session-persistence';

let loaded: Promise<SessionCodec> | null = null;

function load(): Promise<SessionCodec> {
  loaded ??= import('./session-crypto').then(({ createAesGcmCodec }) =>
    createAesGcmCodec(env.storageSecret),
  );
  return loaded;
}

/**
 * The AES-GCM codec, fetched the first time something is encrypted or decrypted: a visitor who
 * opens /login with nothing stored downloads none of it (its budget: docs/web-app.md).
 */
export const encryptedSessionCodec: SessionCodec = {
  encode: async (plain) => (await load()).encode(plain),
  decode: async (stored) => (await load()).decode(stored),
};
