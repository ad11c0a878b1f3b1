import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@pamoja/contract/auth';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { prepareMainDatabase } from '../db/migrate';
import type { MainDatabase } from '../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { bearer, signedInMember } from '../../test/identity-helpers';
import { balance, PIN, setPin, settled, topUp, withKey } from '../../test/wallet-helpers';
import { createIdempotencyRepository } from './idempotency-repository';

let app: FastifyInstance;
let db: Kysely<MainDatabase>;
beforeAll(async () => {
  app = await buildTestApp();
  db = await prepareMainDatabase((await sharedTestDatabase()).db);
});
afterAll(() => app.close());

const post = (session: Session, url: string, payload: object, key: string) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, headers: withKey(session, key), payload });

const typesOf = async (session: Session) =>
  (
    (await app.inject({ url: '/api/v1/transactions?limit=100', headers: bearer(session) })).json()
      .data as { type: string }[]
  ).map((tx) => tx.type);

/** Puts a key back into the state a request leaves when it is killed: claimed, never answered. */
async function killRequest(key: string, options: { created: boolean }) {
  await db
    .updateTable('idempotency_keys')
    .set({
      status_code: null,
      response: null,
      claimed_at: new Date(Date.now() - 10 * 60_000),
      ...(options.created ? {} : { resource_id: null }),
    })
    .where('key', '=', key)
    .execute();
}

describe('a claim whose request died', () => {
  it('answers a retry from the withdrawal it created: no second payout, no second hold', async () => {
    const { session } = await signedInMember(app);
    await setPin(app, session);
    await topUp(app, session, 1_000);
    const key = randomUUID();
    const body = { phoneNumber: '0722000111', amount: 100, pin: PIN };
    const first = await post(session, '/withdraw/mobile-wallet/send-to-mpesa', body, key);
    await settled(app, session, first.json().data.id);
    const before = await balance(app, session);
    await killRequest(key, { created: true });

    const retry = await post(session, '/withdraw/mobile-wallet/send-to-mpesa', body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toMatchObject({ id: first.json().data.id, status: 'SUCCESS' });
    expect((await typesOf(session)).filter((type) => type === 'MPESA_B2C')).toHaveLength(1);
    expect(await balance(app, session)).toEqual(before);
  });

  it('is taken over by exactly one of many parallel retries when it created nothing', async () => {
    const { session } = await signedInMember(app);
    const key = randomUUID();
    const body = { phoneNumber: '0712345678', amount: 100 };
    const first = await post(session, '/mpesa-topup', body, key);
    expect(first.statusCode).toBe(202);
    await killRequest(key, { created: false });

    const retries = await Promise.all(
      Array.from({ length: 6 }, () => post(session, '/mpesa-topup', body, key)),
    );
    // The winner runs the request; the others saw its claim (409) or, later, its answer (202).
    for (const response of retries) expect([202, 409]).toContain(response.statusCode);
    const ids = new Set(
      retries.filter((r) => r.statusCode === 202).map((r) => r.json().data.id as string),
    );
    expect(ids.size).toBe(1);
    expect([...ids][0]).not.toBe(first.json().data.id);
    expect((await typesOf(session)).filter((type) => type === 'MPESA_TOPUP')).toHaveLength(2);
  });

  it('keeps a fresh unanswered claim waiting: a duplicate gets 409, not a second run', async () => {
    const { session } = await signedInMember(app);
    const key = randomUUID();
    const body = { phoneNumber: '0712345678', amount: 100 };
    await post(session, '/mpesa-topup', body, key);
    await db
      .updateTable('idempotency_keys')
      .set({ status_code: null, response: null })
      .where('key', '=', key)
      .execute();
    const duplicate = await post(session, '/mpesa-topup', body, key);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('REQUEST_IN_PROGRESS');
  });
});

describe('idempotency repository', () => {
  const keys = () => createIdempotencyRepository(db, 60_000);
  const ownerFor = async () => ({
    userId: (await signedInMember(app)).session.userData.id,
    operation: 'POST /test',
    key: randomUUID(),
  });

  it('refuses the link of a request whose claim was taken over, so its money rolls back', async () => {
    const owner = await ownerFor();
    const dead = await keys().claim(owner, 'hash');
    if (dead.state !== 'claimed') throw new Error('expected a claim');
    await db
      .updateTable('idempotency_keys')
      .set({ claimed_at: new Date(0) })
      .where('key', '=', owner.key)
      .execute();
    const retry = await keys().claim(owner, 'hash');
    expect(retry.state).toBe('claimed');

    const lateLink = await keys().link({ ...owner, claimId: dead.claimId }, 'tx-of-the-dead');
    expect(lateLink).toBe(false);
    if (retry.state !== 'claimed') return;
    expect(await keys().link({ ...owner, claimId: retry.claimId }, 'tx-of-the-retry')).toBe(true);
  });

  it('answers at once from what a request created when it failed on our side', async () => {
    const owner = await ownerFor();
    const held = await keys().claim(owner, 'hash');
    if (held.state !== 'claimed') throw new Error('expected a claim');
    await keys().link({ ...owner, claimId: held.claimId }, 'created-id');
    await keys().release({ ...owner, claimId: held.claimId });
    expect(await keys().claim(owner, 'hash')).toEqual({
      state: 'interrupted',
      resourceId: 'created-id',
    });
  });

  it('frees an unlinked key when its request failed on our side', async () => {
    const owner = await ownerFor();
    const held = await keys().claim(owner, 'hash');
    if (held.state !== 'claimed') throw new Error('expected a claim');
    await keys().release({ ...owner, claimId: held.claimId });
    expect((await keys().claim(owner, 'other hash')).state).toBe('claimed');
  });
});
