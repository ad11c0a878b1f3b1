import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { loadConfig } from '@pamoja/server-kit/config';
import { buildTestApp } from '../../test/build-test-app';
import { bearer, signedInMember } from '../../test/identity-helpers';
import { balance, settled, stkSuccess, topUp, withKey } from '../../test/wallet-helpers';
import { scopeMainDatabase } from '../db/migrate';
import { verifyLedger } from '../ledger/ledger-verify';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const callbackUrl = `/api/v1/mpesa-callbacks/${loadConfig({}).CALLBACK_TOKEN}/stk`;

async function db() {
  return scopeMainDatabase((await sharedTestDatabase()).db);
}

describe('POST /mpesa-topup', () => {
  it('answers 202 PENDING and credits the wallet only when M-Pesa confirms', async () => {
    // M-Pesa's own answer comes only after a minute here, so the first answer is PENDING for
    // certain; the test then plays M-Pesa's callback itself.
    const slow = await buildTestApp({ MPESA_SIMULATOR_DELAY_MS: '60000' });
    try {
      const { session } = await signedInMember(slow);
      const response = await slow.inject({
        method: 'POST',
        url: '/api/v1/mpesa-topup',
        headers: withKey(session),
        payload: { phoneNumber: '0712 345 678', amount: 1000 },
      });
      expect(response.statusCode).toBe(202);
      const pending = response.json().data;
      expect(pending).toMatchObject({
        status: 'PENDING',
        type: 'MPESA_TOPUP',
        direction: 'CREDIT',
        amount: 1000,
        phoneNumber: '254712345678',
      });
      expect(pending.providerReference).toMatch(/^ws_CO_/);
      expect((await balance(slow, session)).balance).toBe(0);

      const callback = await slow.inject({
        method: 'POST',
        url: callbackUrl,
        payload: stkSuccess(pending.providerReference, 1000, 'TK41ABC123'),
      });
      expect(callback.statusCode).toBe(200);
      const done = await settled(slow, session, pending.id);
      expect(done).toMatchObject({ status: 'SUCCESS', receiptNumber: 'TK41ABC123' });
      expect(await balance(slow, session)).toEqual({
        currency: 'KES',
        balance: 1000,
        available: 1000,
        held: 0,
      });
      expect(await verifyLedger(await db())).toEqual([]);
    } finally {
      await slow.close();
    }
  });

  it.each([
    ['0712345000', 'cancel'],
    ['0712345002', 'insufficient|balance'],
  ])('fails a payment from %s without crediting anything', async (phone, reason) => {
    const { session } = await signedInMember(app);
    const tx = await topUp(app, session, 500, phone);
    expect(tx.status).toBe('FAILED');
    expect(tx.failureReason).toMatch(new RegExp(reason, 'i'));
    expect((await balance(app, session)).balance).toBe(0);
  });

  it('keeps a timed-out payment pending (no callback) until the sweeper asks M-Pesa', async () => {
    const { session } = await signedInMember(app);
    const tx = await topUp(app, session, 500, '0712345001', 100);
    expect(tx.status).toBe('PENDING');
  });

  it('answers the same key and body with the first response, and refuses the key for another body', async () => {
    const { session } = await signedInMember(app);
    const headers = withKey(session, 'topup-key-0001');
    const send = (amount: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/mpesa-topup',
        headers,
        payload: { phoneNumber: '0712345678', amount },
      });
    const [first, second] = await Promise.all([send(200), send(200)]).then((responses) =>
      responses.sort((a, b) => a.statusCode - b.statusCode),
    );
    // A parallel duplicate either waits its turn (409) or gets the first answer again.
    expect([202, 409]).toContain(first!.statusCode);
    const replay = await send(200);
    expect(replay.statusCode).toBe(202);
    expect(replay.json().data.id).toBe(
      (second!.statusCode === 202 ? second! : first!).json().data.id,
    );
    const other = await send(300);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const list = (
      await app.inject({ url: '/api/v1/transactions', headers: bearer(session) })
    ).json();
    expect(list.pagination.total).toBe(1);
  });

  it.each([
    [{ phoneNumber: '0712345678', amount: 5 }, 'amount'],
    [{ phoneNumber: '0712345678', amount: 150_001 }, 'amount'],
    [{ phoneNumber: '0712345678', amount: 10.5 }, 'amount'],
    [{ phoneNumber: '0712345678', amount: 'ten' }, 'amount'],
    [{ phoneNumber: '12345', amount: 100 }, 'phoneNumber'],
    [{ amount: 100 }, 'phoneNumber'],
  ])('rejects %o with 400 on %s', async (payload, path) => {
    const { session } = await signedInMember(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/mpesa-topup',
      headers: withKey(session),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
  });

  it('needs an Idempotency-Key', async () => {
    const { session } = await signedInMember(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/mpesa-topup',
      headers: bearer(session),
      payload: { phoneNumber: '0712345678', amount: 100 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });
});

describe('STK callbacks', () => {
  it('credits once when the same receipt arrives five times at once, amounts with decimals', async () => {
    const { session } = await signedInMember(app);
    // The timeout number gets no simulated callback, so this test plays M-Pesa itself.
    const tx = await topUp(app, session, 750, '0712345001', 50);
    const payload = stkSuccess(tx.providerReference!, '750.00', 'SKL7Q2M9XB');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'POST', url: callbackUrl, payload })),
    );
    for (const answer of answers)
      expect(answer.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect((await balance(app, session)).balance).toBe(750);
    const settledTx = await settled(app, session, tx.id);
    expect(settledTx).toMatchObject({ status: 'SUCCESS', receiptNumber: 'SKL7Q2M9XB' });
    expect(await verifyLedger(await db())).toEqual([]);
  });

  it('ignores callbacks for unknown payments and refuses a wrong token or a malformed body', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: callbackUrl,
      payload: stkSuccess('ws_CO_unknown', 10, 'XXXXXXXXXX'),
    });
    expect(unknown.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const wrongToken = await app.inject({
      method: 'POST',
      url: '/api/v1/mpesa-callbacks/guess/stk',
      payload: stkSuccess('x', 1, 'Y'),
    });
    expect(wrongToken.statusCode).toBe(404);
    const malformed = await app.inject({
      method: 'POST',
      url: callbackUrl,
      payload: { hello: 'world' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});
