import type { Kysely } from 'kysely';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { hashSecret, verifySecret } from '@pamoja/server-kit/auth/secrets';
import { AppError, forbidden, unauthorized } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { pinLockedMessage } from '../outbox/outbox-module';
import { createOutboxRepository } from '../outbox/outbox-module';
import { createUserRepository } from './user-repository';

export const PIN_ATTEMPTS = 5;
const LOCK_MS = 15 * 60_000;

/** PINs guard money movement: 5 wrong tries lock it for 15 minutes (docs/identity-and-access.md). */
export function createPinService(db: Kysely<MainDatabase>) {
  return {
    async createPin(auth: AuthContext, userId: string, pin: string): Promise<void> {
      if (auth.userId !== userId) throw forbidden('You can only set your own PIN.');
      const pinHash = await hashSecret(pin);
      await db.transaction().execute(async (trx) => {
        const users = createUserRepository(trx);
        const user = await users.findByIdForUpdate(userId);
        if (!user) throw unauthorized();
        if (user.pin_hash) {
          throw new AppError(409, 'PIN_EXISTS', 'You already have a PIN. Use change PIN instead.');
        }
        await users.update(userId, {
          pin_hash: pinHash,
          pin_failed_attempts: 0,
          pin_locked_until: null,
        });
      });
    },

    async changePin(auth: AuthContext, currentPin: string, pin: string): Promise<void> {
      await this.verifyPin(auth.userId, currentPin);
      await createUserRepository(db).update(auth.userId, { pin_hash: await hashSecret(pin) });
    },

    /**
     * Checks a PIN under a row lock so parallel guesses are counted one by one. Wrong: 401 with
     * the attempts left; the fifth wrong one, or any try while locked: 423.
     */
    async verifyPin(userId: string, pin: string): Promise<void> {
      const outcome = await db.transaction().execute(async (trx) => {
        const users = createUserRepository(trx);
        const user = await users.findByIdForUpdate(userId);
        if (!user) return { error: unauthorized() };
        if (!user.pin_hash) return { error: new AppError(409, 'PIN_NOT_SET', 'Set a PIN first.') };
        if (user.pin_locked_until && user.pin_locked_until > new Date())
          return { error: locked(user.pin_locked_until) };
        if (await verifySecret(pin, user.pin_hash)) {
          if (user.pin_failed_attempts > 0)
            await users.update(userId, { pin_failed_attempts: 0, pin_locked_until: null });
          return { error: null };
        }
        const failures = user.pin_failed_attempts + 1;
        if (failures >= PIN_ATTEMPTS) {
          const until = new Date(Date.now() + LOCK_MS);
          await users.update(userId, { pin_failed_attempts: 0, pin_locked_until: until });
          await createOutboxRepository(trx).add(
            pinLockedMessage(user.phone_number, user.first_name),
          );
          return { error: locked(until) };
        }
        await users.update(userId, { pin_failed_attempts: failures });
        const left = PIN_ATTEMPTS - failures;
        return {
          error: new AppError(
            401,
            'WRONG_PIN',
            `Wrong PIN. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
          ),
        };
      });
      // The attempt is counted even though the request fails, so the error is thrown after commit.
      if (outcome.error) throw outcome.error;
    },
  };
}

function locked(until: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return new AppError(
    423,
    'PIN_LOCKED',
    `Too many wrong PINs. Payments are paused; try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  );
}

export type PinService = ReturnType<typeof createPinService>;
