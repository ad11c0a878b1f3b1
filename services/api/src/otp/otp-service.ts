import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { randomToken, sha256 } from '@pamoja/server-kit/auth/secrets';
import { AppError } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createOtpRepository, type OtpKey, type OtpRow } from './otp-repository';

export type { OtpKey } from './otp-repository';

/** 6 digits, 5 minutes, 5 tries, single use. */
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_ATTEMPTS = 5;

const hashOf = (salt: string, code: string) => sha256(`${salt}:${code}`);

function matches(row: OtpRow, code: string): boolean {
  const given = Buffer.from(hashOf(row.salt, code));
  const stored = Buffer.from(row.code_hash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * One-time codes for any step that needs one (organisation deletion now; withdrawals and lead
 * approvals later): `issue` inside the transaction that sends the code, `redeemThen` to check a
 * code and do the step it guards in one transaction. Only the newest code of a key counts.
 */
export function createOtpService(db: Kysely<MainDatabase>, now: () => Date = () => new Date()) {
  /** Checks a code; a wrong one is counted. Returns the refusal instead of throwing it. */
  async function redeem(trx: Kysely<MainDatabase>, key: OtpKey, code: string) {
    const otps = createOtpRepository(trx);
    const row = await otps.latestForUpdate(key);
    if (!row) return new AppError(400, 'OTP_NOT_REQUESTED', 'Ask for a code first.');
    if (row.used_at) {
      return new AppError(410, 'OTP_USED', 'This code was already used. Ask for a new one.');
    }
    if (row.attempts >= OTP_ATTEMPTS) {
      return new AppError(
        429,
        'OTP_ATTEMPTS_EXHAUSTED',
        'Too many wrong codes. Ask for a new code.',
      );
    }
    if (row.expires_at <= now()) {
      return new AppError(410, 'OTP_EXPIRED', 'This code has expired. Ask for a new one.');
    }
    if (!matches(row, code)) {
      await otps.countFailure(row.id);
      const left = OTP_ATTEMPTS - row.attempts - 1;
      const tries =
        left === 0
          ? 'No tries left: ask for a new code.'
          : `${left} ${left === 1 ? 'try' : 'tries'} left.`;
      return new AppError(400, 'OTP_WRONG', `Wrong code. ${tries}`);
    }
    await otps.markUsed(row.id);
    return null;
  }

  return {
    /** A fresh code for the key; the caller sends it in the same transaction. */
    async issue(trx: Kysely<MainDatabase>, key: OtpKey) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomToken(16);
      const expiresAt = new Date(now().getTime() + OTP_TTL_MS);
      await createOtpRepository(trx).insert(key, { codeHash: hashOf(salt, code), salt, expiresAt });
      return { code, expiresAt };
    },

    /**
     * Redeems the code and runs `step` in the same transaction, so the code is spent exactly when
     * the step happens. A wrong try is committed (it counts) and then refused.
     */
    async redeemThen<T>(
      key: OtpKey,
      code: string,
      step: (trx: Kysely<MainDatabase>) => Promise<T>,
    ): Promise<T> {
      const outcome = await db.transaction().execute(async (trx) => {
        const refusal = await redeem(trx, key, code);
        return refusal ? { refusal } : { value: await step(trx) };
      });
      if ('refusal' in outcome) throw outcome.refusal;
      return outcome.value;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
