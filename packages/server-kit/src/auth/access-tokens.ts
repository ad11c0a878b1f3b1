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

export interface AccessClaims {
  userId: string;
  role: Role;
  /** The refresh-token family this access token belongs to (logout revokes it). */
  sessionId: string;
  organisationIds: string[];
  /** The person's name, for display by other services (the learning service's snapshots). */
  name?: string;
}

/**
 * Access tokens are Ed25519-signed JWTs. The key pair is derived from JWT_SECRET, so every
 * replica of every service agrees on it without sharing a key file; the learning service can also
 * verify with the public key the main service publishes as JWKS.
 */
export class AccessTokens {
  private readonly privateKey: KeyObject;
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
      return {
        userId: payload.sub,
        role,
        sessionId: payload.sid,
        organisationIds: orgs,
        ...(name ? { name } : {}),
      };
    } catch (error) {
      const expired = error instanceof Error && 'code' in error && error.code === 'ERR_JWT_EXPIRED';
      throw unauthorized(
        expired ? 'Your session has expired. Please log in again.' : 'Please log in to continue.',
      );
    }
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    const jwk = await exportJWK(this.publicKey);
    return { keys: [{ ...jwk, kid: this.keyId, alg: ALGORITHM, use: 'sig' }] };
  }
}
