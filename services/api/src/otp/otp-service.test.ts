import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { prepareMainDatabase } from '../db/migrate';
import type { MainDatabase } from '../db/schema';
import { createUserRepository } from '../identity/user-repository';
import { newPerson } from '../../test/identity-helpers';
import { createOtpService, OTP_TTL_MS } from './otp-service';

let db: Kysely<MainDatabase>;
beforeAll(async () => {
  db = await prepareMainDatabase((await sharedTestDatabase()).db);
});

async function keyForNewUser() {
  const person = newPerson();
  const user = await createUserRepository(db).create({
    ...person,
    phoneNumber: `254${person.phoneNumber.slice(1)}`,
    passwordHash: null,
  });
  return { purpose: 'TEST_STEP', subjectId: randomUUID(), userId: user.id };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { statusCode: number; code: string }) => `${error.statusCode} ${error.code}`,
  );

describe('one-time codes', () => {
  it('runs the step once for the right code; the code is then spent (410)', async () => {
    const otp = createOtpService(db);
    const key = await keyForNewUser();
    const { code, expiresAt } = await db.transaction().execute((trx) => otp.issue(trx, key));
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(OTP_TTL_MS - 5_000);
    const step = vi.fn(async () => 'done');
    expect(await otp.redeemThen(key, code, step)).toBe('done');
    expect(await refusal(otp.redeemThen(key, code, step))).toBe('410 OTP_USED');
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('stores only a salted hash of the code', async () => {
    const otp = createOtpService(db);
    const key = await keyForNewUser();
    const { code } = await db.transaction().execute((trx) => otp.issue(trx, key));
    const row = await db
      .selectFrom('otps')
      .selectAll()
      .where('user_id', '=', key.userId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.salt.length).toBeGreaterThan(10);
  });

  it('refuses a code past its 5 minutes with 410', async () => {
    let now = new Date();
    const otp = createOtpService(db, () => now);
    const key = await keyForNewUser();
    const { code } = await db.transaction().execute((trx) => otp.issue(trx, key));
    now = new Date(now.getTime() + OTP_TTL_MS);
    expect(await refusal(otp.redeemThen(key, code, async () => 'done'))).toBe('410 OTP_EXPIRED');
  });

  it('keeps the code when the step fails, and counts wrong codes even though refused', async () => {
    const otp = createOtpService(db);
    const key = await keyForNewUser();
    const { code } = await db.transaction().execute((trx) => otp.issue(trx, key));
    const failing = otp.redeemThen(key, code, async () => {
      throw new Error('provider down');
    });
    await expect(failing).rejects.toThrow('provider down');
    const wrong = code === '000000' ? '999999' : '000000';
    expect(await refusal(otp.redeemThen(key, wrong, async () => 'x'))).toBe('400 OTP_WRONG');
    const row = await db
      .selectFrom('otps')
      .select(['attempts', 'used_at'])
      .where('user_id', '=', key.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 1, used_at: null });
    expect(await otp.redeemThen(key, code, async () => 'done')).toBe('done');
  });

  it('is scoped to its purpose, subject and person', async () => {
    const otp = createOtpService(db);
    const key = await keyForNewUser();
    const { code } = await db.transaction().execute((trx) => otp.issue(trx, key));
    const other = await keyForNewUser();
    for (const wrongKey of [
      { ...key, purpose: 'OTHER' },
      { ...key, subjectId: randomUUID() },
      { ...key, subjectId: null },
      { ...key, userId: other.userId },
    ]) {
      expect(await refusal(otp.redeemThen(wrongKey, code, async () => 'x'))).toBe(
        '400 OTP_NOT_REQUESTED',
      );
    }
    expect(await otp.redeemThen(key, code, async () => 'done')).toBe('done');
  });
});
