import {
  createHash,
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  type KeyObject,
} from 'node:crypto';
import { exportJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { roleSchema, type Role } from '@pamoja/contract/roles';
import { unauthorized } from '../errors';

const ISSUER = 'pamoja-api';
const AUDIENCE = 'pamoja';
const ALGORITHM = 'EdDSA';
// DER prefix of a PKCS#8 Ed25519 private key; the 32-byte seed follows it.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
// Verified tokens remembered, the oldest forgotten first: about 3 MB at most.
const REMEMBERED_TOKENS = 5_000;
const EXPIRED = 'Your session has expired. Please log in again.';

export interface AccessClaims {
  userId: string;
  role: Role;
  /** The refresh-token family this access token belongs to (logout revokes it). */
  sessionId: string;
  organisationIds: string[];
  /** The person's name, for display by other services (the learning service's snapshots). */
  name?: string;
}

// Callers get their own copy: what they change never reaches the remembered claims.
const copyOf = (claims: AccessClaims): AccessClaims => ({
  ...claims,
  organisationIds: [...claims.organisationIds],
});

/**
 * Access tokens are Ed25519-signed JWTs. The key pair is derived from JWT_SECRET, so every
 * replica of every service agrees on it without sharing a key file; the learning service can also
 * verify with the public key the main service publishes as JWKS.
 */
export class AccessTokens {
  private readonly privateKey: KeyObject;
  // A token's signature checks out or not forever, and a client sends the same token for up to
  // its lifetime: an Ed25519 verification costs more CPU than the rest of a small request, so
  // each exact token is verified once and its expiry checked on every use. Revocation is the
  // guard's to check (sessions), on every request, cached or not.
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  readonly publicKey: KeyObject;
  readonly keyId: string;

  constructor(
    secret: string,
    private readonly ttlSeconds = 900,
  ) {
    const seed = Buffer.from(hkdfSync('sha256', secret, 'pamoja', 'access-token-signing-key', 32));
    this.privateKey = createPrivateKey({
      key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    });
    this.publicKey = createPublicKey(this.privateKey);
    const spki = this.publicKey.export({ format: 'der', type: 'spki' });
    this.keyId = createHash('sha256').update(spki).digest('base64url').slice(0, 16);
  }

  get lifetimeSeconds(): number {
    return this.ttlSeconds;
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({
      role: claims.role,
      sid: claims.sessionId,
      orgs: claims.organisationIds,
      ...(claims.name ? { name: claims.name } : {}),
    })
      .setProtectedHeader({ alg: ALGORITHM, kid: this.keyId, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.privateKey);
  }

  /** Rejects expired, tampered, foreign and unsigned (`alg: none`) tokens with 401. */
  async verify(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return copyOf(known.claims);
      this.verified.delete(token);
      throw unauthorized(EXPIRED);
    }
    return copyOf(await this.verifySignature(token));
  }

  private async verifySignature(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.publicKey, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const role = roleSchema.parse(payload.role);
      if (!payload.sub || typeof payload.sid !== 'string') throw new Error('incomplete token');
      const orgs = Array.isArray(payload.orgs)
        ? payload.orgs.filter((o) => typeof o === 'string')
        : [];
      const name = typeof payload.name === 'string' ? payload.name.slice(0, 120) : undefined;
      const claims: AccessClaims = {
        userId: payload.sub,
        role,
        sessionId: payload.sid,
        organisationIds: orgs,
        ...(name ? { name } : {}),
      };
      this.remember(token, claims, (payload.exp ?? 0) * 1000);
      return claims;
    } catch (error) {
      const expired = error instanceof Error && 'code' in error && error.code === 'ERR_JWT_EXPIRED';
      throw unauthorized(expired ? EXPIRED : 'Please log in to continue.');
    }
  }

  private remember(token: string, claims: AccessClaims, expiresAt: number) {
    if (this.verified.size >= REMEMBERED_TOKENS) {
      this.verified.delete(this.verified.keys().next().value!);
    }
    this.verified.set(token, { claims, expiresAt });
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    const jwk = await exportJWK(this.publicKey);
    return { keys: [{ ...jwk, kid: this.keyId, alg: ALGORITHM, use: 'sig' }] };
  }
}
