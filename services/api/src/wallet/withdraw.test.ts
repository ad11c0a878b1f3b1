import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp } from '../../test/build-test-app';
import { bearer, signedInMember } from '../../test/identity-helpers';
import { balance, PIN, setPin, settled, topUp, withKey } from '../../test/wallet-helpers';
import { scopeMainDatabase } from '../db/migrate';
import { verifyLedger } from '../ledger/ledger-verify';
import type { PaymentsModule } from '../payments/payments-module';

let app: FastifyInstance;
let payments: PaymentsModule;
beforeAll(async () => {
  app = await buildTestApp({}, (exposed) => (payments = exposed));
});
afterAll(() => app.close());

type Session = Awaited<ReturnType<typeof signedInMember>>['session'];
const send = (session: Session, url: string, payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/withdraw/${url}`,
    headers: withKey(session, key),
    payload,
  });

async function funded(amount: number) {
  const { session } = await signedInMember(app);
  await setPin(app, session);
  // A busy machine can take seconds to deliver the simulator's callback: wait for it, and say so
  // plainly if it never came, instead of failing later on an empty wallet.
  const funding = await topUp(app, session, amount, undefined, 20_000);
  if (funding.status !== 'SUCCESS') throw new Error(`top-up did not settle: ${funding.status}`);
  return session;
}

async function newestPayout(session: Session): Promise<string> {
  const list = await app.inject({ url: '/api/v1/transactions?limit=5', headers: bearer(session) });
  const payout = list.json().data.find((tx: { type: string }) => tx.type === 'MPESA_B2C');
  if (!payout) throw new Error(`no B2C transaction listed: ${list.body}`);
  return payout.id;
}

const db = async () => scopeMainDatabase((await sharedTestDatabase()).db);

describe('send to M-Pesa (B2C)', () => {
  it('holds amount + fee, then posts when the B2C result arrives', async () => {
    const session = await funded(1000);
    const response = await send(session, 'mobile-wallet/send-to-mpesa', {
      phoneNumber: '0722000111',
      amount: 200,
      pin: PIN,
    });
    // 202 while the B2C result is on its way; 200 when it came back before we answered.
    expect([200, 202]).toContain(response.statusCode);
    const tx = response.json().data;
    expect(tx).toMatchObject({
      direction: 'DEBIT',
      amount: 200,
      fee: 7,
      type: 'MPESA_B2C',
    });
    const done = await settled(app, session, tx.id);
    expect(done.status).toBe('SUCCESS');
    expect(await balance(app, session)).toEqual({
      currency: 'KES',
      balance: 793,
      available: 793,
      held: 0,
    });
    expect(await verifyLedger(await db())).toEqual([]);
  });

  it('voids the hold when M-Pesa says the payment failed', async () => {
    const session = await funded(1000);
    const response = await send(session, 'mobile-wallet/send-to-mpesa', {
      phoneNumber: '0722000002',
      amount: 200,
      pin: PIN,
    });
    // 202 while the B2C result is on its way; 422 when the failure came back before we answered.
    expect([202, 422]).toContain(response.statusCode);
    if (response.statusCode === 422) expect(response.json().code).toBe('PAYOUT_FAILED');
    const id = response.statusCode === 202 ? response.json().data.id : await newestPayout(session);
    const done = await settled(app, session, id);
    expect(done).toMatchObject({ status: 'FAILED', type: 'MPESA_B2C', amount: 200 });
    expect(await balance(app, session)).toEqual({
      currency: 'KES',
      balance: 1000,
      available: 1000,
      held: 0,
    });
  });

  it('keeps an unknown outcome held, and the sweeper settles it after two minutes', async () => {
    const session = await funded(1000);
    const response = await send(session, 'mobile-wallet/send-to-mpesa', {
      phoneNumber: '0722000001',
      amount: 300,
      pin: PIN,
    });
    expect(response.statusCode).toBe(202);
    expect(await balance(app, session)).toMatchObject({ balance: 1000, held: 307, available: 693 });
    expect(await payments.sweeper.runOnce()).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 60_000 });
    try {
      await payments.sweeper.runOnce();
    } finally {
      vi.useRealTimers();
    }
    // Numbers ending 001: M-Pesa paid, only the result callback was lost, so the status query
    // says paid — the hold is posted, never refunded on a guess.
    const tx = await settled(app, session, response.json().data.id, 100);
    expect(tx.status).toBe('SUCCESS');
    const after = await balance(app, session);
    expect(after.held).toBe(0);
    expect(after.balance).toBe(693);
    expect(await verifyLedger(await db())).toEqual([]);
  });

  it('settles holds left by a stopped process once a new one sweeps', async () => {
    const session = await funded(1000);
    const response = await send(session, 'mobile-wallet/send-to-mpesa', {
      phoneNumber: '0722000001',
      amount: 100,
      pin: PIN,
    });
    let restartedPayments: PaymentsModule | undefined;
    const restarted = await buildTestApp({}, (exposed) => (restartedPayments = exposed));
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 60_000 });
      try {
        await restartedPayments!.sweeper.runOnce();
      } finally {
        vi.useRealTimers();
      }
      const tx = await settled(restarted, session, response.json().data.id, 100);
      // The payout went out (its result callback was lost): posted, not refunded.
      expect(tx.status).toBe('SUCCESS');
      expect(await balance(restarted, session)).toMatchObject({ held: 0, balance: 900 });
    } finally {
      await restarted.close();
    }
  });
});

describe('withdrawal rules', () => {
  it('refuses more than the available balance with 422 and holds nothing', async () => {
    const session = await funded(100);
    const response = await send(session, 'pesalink/pesalink-to-phone', {
      phoneNumber: '0722000111',
      amount: 500,
      pin: PIN,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Insufficient balance');
    expect(await balance(app, session)).toMatchObject({ balance: 100, held: 0 });
    const list = (
      await app.inject({ url: '/api/v1/transactions', headers: bearer(session) })
    ).json();
    expect(list.data.map((t: { type: string }) => t.type)).toEqual(['MPESA_TOPUP']);
  });

  it('needs the right PIN: 401 with attempts left', async () => {
    const session = await funded(100);
    const response = await send(session, 'pesalink/pesalink-to-phone', {
      phoneNumber: '0722000111',
      amount: 50,
      pin: '9999',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Wrong PIN. 4 attempts left.');
  });

  it.each([
    [
      'mobile-wallet/send-to-mpesa',
      { phoneNumber: '0722000111', amount: 5, pin: '4826' },
      'amount',
    ],
    [
      'mobile-wallet/send-to-mpesa',
      { phoneNumber: '0722000111', amount: 150_001, pin: '4826' },
      'amount',
    ],
    [
      'pesalink/pesalink-to-phone',
      { phoneNumber: '0722000111', amount: 1_000_000, pin: '4826' },
      'amount',
    ],
    ['pesalink/pesalink-to-phone', { phoneNumber: 'abc', amount: 100, pin: '4826' }, 'phoneNumber'],
    ['pesalink/pesalink-to-phone', { phoneNumber: '0722000111', amount: 100 }, 'pin'],
    ['bank/ift', { beneficiaryId: 'nope', amount: 100, pin: '4826' }, 'beneficiaryId'],
    // An intra-bank transfer starts at KES 100 (its fee tiers), a Pesalink one at KES 10.
    [
      'bank/ift',
      { beneficiaryId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', amount: 99, pin: '4826' },
      'amount',
    ],
    ['pesalink/pesalink-to-account', { amount: 100, pin: '4826' }, 'beneficiaryId'],
  ])('rejects %s %o with 400 on %s', async (url, payload, path) => {
    const { session } = await signedInMember(app);
    const response = await send(session, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
  });

  it("answers another user's or an unknown beneficiary with 404", async () => {
    const session = await funded(500);
    const response = await send(session, 'bank/ift', {
      beneficiaryId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
      amount: 100,
      pin: PIN,
    });
    expect(response.statusCode).toBe(404);
  });

  it('moves money once for a repeated key', async () => {
    const session = await funded(1000);
    const payload = { phoneNumber: '0722000111', amount: 100, pin: PIN };
    const first = await send(session, 'pesalink/pesalink-to-phone', payload, 'withdraw-key-01');
    const again = await send(session, 'pesalink/pesalink-to-phone', payload, 'withdraw-key-01');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await balance(app, session)).balance).toBe(900);
    const other = await send(
      session,
      'pesalink/pesalink-to-phone',
      { ...payload, amount: 200 },
      'withdraw-key-01',
    );
    expect(other.statusCode).toBe(422);
  });
});

describe('concurrency', () => {
  it('lets exactly 10 of 50 parallel withdrawals through a balance that covers 10', async () => {
    const session = await funded(1000);
    const attempts = Array.from({ length: 50 }, () =>
      send(session, 'pesalink/pesalink-to-phone', {
        phoneNumber: '0722000111',
        amount: 100,
        pin: PIN,
      }),
    );
    // Each answer by its status and code, so a failure shows what the others were.
    const answers = (await Promise.all(attempts)).map((r) =>
      r.statusCode === 200 ? '200' : `${r.statusCode} ${r.json().code}`,
    );
    const tally = answers.reduce<Record<string, number>>(
      (counts, answer) => ({ ...counts, [answer]: (counts[answer] ?? 0) + 1 }),
      {},
    );
    expect(tally).toEqual({ 200: 10, '422 INSUFFICIENT_BALANCE': 40 });
    expect(await balance(app, session)).toEqual({
      currency: 'KES',
      balance: 0,
      available: 0,
      held: 0,
    });
    expect(await verifyLedger(await db())).toEqual([]);
  });
});

describe('accounts and transactions', () => {
  it('shows only your own accounts and transactions', async () => {
    const session = await funded(300);
    const { session: other } = await signedInMember(app);
    const mine = await app.inject({
      url: `/api/v1/accounts/user/${session.userData.id}`,
      headers: bearer(other),
    });
    expect(mine.statusCode).toBe(403);
    const list = (
      await app.inject({ url: '/api/v1/transactions', headers: bearer(session) })
    ).json();
    const id = list.data[0].id;
    expect(
      (await app.inject({ url: `/api/v1/transactions/${id}`, headers: bearer(other) })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: '/api/v1/transactions/not-a-uuid', headers: bearer(session) }))
        .statusCode,
    ).toBe(400);
  });

  it('searches by reference, receipt and phone, newest first, paginated', async () => {
    const session = await funded(1000);
    await send(session, 'pesalink/pesalink-to-phone', {
      phoneNumber: '0733111222',
      amount: 100,
      pin: PIN,
    });
    const all = (
      await app.inject({ url: '/api/v1/transactions', headers: bearer(session) })
    ).json();
    expect(all.data.map((t: { type: string }) => t.type)).toEqual([
      'PESALINK_PHONE',
      'MPESA_TOPUP',
    ]);
    const byPhone = (
      await app.inject({ url: '/api/v1/transactions?keyword=733111', headers: bearer(session) })
    ).json();
    expect(byPhone.data).toHaveLength(1);
    const topUpTx = all.data[1];
    const byReceipt = (
      await app.inject({
        url: `/api/v1/transactions?keyword=${topUpTx.receiptNumber}`,
        headers: bearer(session),
      })
    ).json();
    expect(byReceipt.data.map((t: { id: string }) => t.id)).toEqual([topUpTx.id]);
    const byReference = (
      await app.inject({
        url: `/api/v1/transactions?keyword=${topUpTx.reference.slice(3, 9)}`,
        headers: bearer(session),
      })
    ).json();
    expect(byReference.data[0].id).toBe(topUpTx.id);
    const page = (
      await app.inject({ url: '/api/v1/transactions?page=2&limit=1', headers: bearer(session) })
    ).json();
    expect(page.data.map((t: { id: string }) => t.id)).toEqual([topUpTx.id]);
    expect(page.pagination).toEqual({ page: 2, limit: 1, total: 2 });
  });
});
