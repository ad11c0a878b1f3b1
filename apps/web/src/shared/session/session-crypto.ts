import type { SessionCodec } from './session-persistence';

// Bump the version when the format or the key derivation changes: older values then fail to
// decrypt and count as "logged out", which is the safe outcome.
const FORMAT = 'v1';
const SALT = 'pamoja.session.salt.v1';
const INFO = 'pamoja.session.aes-gcm.v1';
const IV_BYTES = 12;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * HKDF rather than PBKDF2: the secret is a build-time key, not a password someone chose, so
 * slow stretching would only delay every page load without making guessing any harder.
 */
async function deriveKey(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(SALT), info: encoder.encode(INFO) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/**
 * The stored login data is AES-GCM encrypted (docs/web-app.md). Each write gets a fresh
 * random IV; GCM's tag makes a tampered value or one written with another key fail to decode,
 * which session-persistence treats as "no session".
 */
export function createAesGcmCodec(secret: string): SessionCodec {
  let key: Promise<CryptoKey> | null = null;
  const getKey = () => (key ??= deriveKey(secret));

  return {
    encode: async (plain) => {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv },
        await getKey(),
        encoder.encode(plain),
      );
      return `${FORMAT}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
    },
    decode: async (stored) => {
      const [format, iv, sealed, ...rest] = stored.split('.');
      if (format !== FORMAT || !iv || !sealed || rest.length > 0) {
        throw new Error('Unknown stored session format');
      }
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64Url(iv) },
        await getKey(),
        fromBase64Url(sealed),
      );
      return decoder.decode(plain);
    },
  };
}
