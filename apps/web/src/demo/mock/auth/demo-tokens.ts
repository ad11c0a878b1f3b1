import { SignJWT, jwtVerify } from 'jose';

// Demo only: the secrets ship in the bundle, so these tokens prove nothing beyond the demo pages.
// Separate secrets keep an access token from passing as a refresh token and the other way round.
const SECRETS = {
  access: 'pamoja-demo-access-secret-not-for-real-use',
  refresh: 'pamoja-demo-refresh-secret-not-for-real-use',
} as const;

/** Demo tokens live ten minutes. */
export const DEMO_TOKEN_LIFETIME_SECONDS = 600;

type TokenKind = 'access' | 'refresh';

const keys = new Map<TokenKind, Promise<CryptoKey>>();

// An HMAC CryptoKey rather than raw bytes: jose recognises a CryptoKey in any realm, whereas a
// Uint8Array made by jsdom's TextEncoder (the web tests) fails its instanceof check.
function secretOf(kind: TokenKind): Promise<CryptoKey> {
  let key = keys.get(kind);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(SECRETS[kind]),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(kind, key);
  }
  return key;
}

export async function signDemoToken(kind: TokenKind, userId: number): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DEMO_TOKEN_LIFETIME_SECONDS)
    .sign(await secretOf(kind));
}

/** The user id a valid, unexpired token of that kind was issued to; undefined for anything else. */
export async function verifyDemoToken(kind: TokenKind, token: string): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(token, await secretOf(kind), { algorithms: ['HS256'] });
    if (payload.typ !== kind) return undefined;
    const id = Number(payload.sub);
    return Number.isInteger(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

export async function signDemoTokens(userId: number) {
  const [accessToken, refreshToken] = await Promise.all([
    signDemoToken('access', userId),
    signDemoToken('refresh', userId),
  ]);
  return { accessToken, refreshToken };
}
