import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp } from '../../test/build-test-app';
import { buyAirtime } from '../../test/airtime-helpers';
import { bearer, signedInMember } from '../../test/identity-helpers';
import { balance, settled } from '../../test/wallet-helpers';
import { scopeMainDatabase } from '../db/migrate';
import { verifyLedger } from '../ledger/ledger-verify';
import type { PaymentsModule } from '../payments/payments-module';

let app: FastifyInstance;
let payments: PaymentsModule;
beforeAll(async () => {
  app = await buildTestApp({}, (module) => {
    payments = module;
  });
});
afterAll(() => app.close());

const books = async () => verifyLedger(scopeMainDatabase((await sharedTestDatabase()).db));

describe('POST /airtime-mpesa', () => {
  it('takes the M-Pesa payment, then sends the airtime: both steps on the transaction', async () => {
    const { session } = await signedInMember(app);
    const response = await buyAirtime(app, session, {
      phoneNumber: '0712 345 678',
      recipientPhoneNumber: '+254 733 111 222',
      amount: 250,
    });
    expect(response.statusCode).toBe(202);
    const started = response.json().data;
    expect(started).toMatchObject({
      type: 'AIRTIME',
      direction: 'DEBIT',
      amount: 250,
      phoneNumber: '254733111222',
      provider: 'mpesa',
    });
    expect(started.details.payerPhoneNumber).toBe('254712345678');
    expect(started.airtimeLines).toHaveLength(1);

    const done = await settled(app, session, started.id);
    expect(done.status).toBe('SUCCESS');
    expect(done.receiptNumber).toBeTruthy();
    expect(done.details.payment).toMatchObject({ status: 'PAID', amount: 250 });
    expect(done.airtime).toEqual({
      recipients: 1,
      delivered: 1,
      failed: 0,
      pending: 0,
      creditedToWallet: 0,
    });
    expect(done.airtimeLines?.[0]).toMatchObject({
      phoneNumber: '254733111222',
      amount: 250,
      status: 'SUCCESS',
      creditedToWallet: false,
    });
    // Paid by M-Pesa, not from the wallet: the wallet never moved.
    expect((await balance(app, session)).balance).toBe(0);
    expect(await books()).toEqual([]);
  });

  it('sends to the payer when no recipient is given', async () => {
    const { session } = await signedInMember(app);
    const response = await buyAirtime(app, session, { phoneNumber: '0712345678', amount: 50 });
    expect(response.statusCode).toBe(202);
    expect(response.json().data.airtimeLines[0].phoneNumber).toBe('254712345678');
  });

  it.each([
    ['delivery fails after the send', '0733000000', 'Airtime could not be delivered'],
    ['the provider refuses the number', '0733000001', 'Invalid phone number'],
  ])('credits the payer’s wallet when %s', async (_case, recipient, reason) => {
    const { session } = await signedInMember(app);
    const response = await buyAirtime(app, session, {
      phoneNumber: '0712345678',
      recipientPhoneNumber: recipient,
      amount: 100,
    });
    const done = await settled(app, session, response.json().data.id);
    expect(done.status).toBe('FAILED');
    expect(done.failureReason).toContain(reason);
    expect(done.failureReason).toContain('KES 100 was credited to your wallet');
    expect(done.details.payment).toMatchObject({ status: 'PAID' });
    expect(done.airtime).toMatchObject({ delivered: 0, failed: 1, creditedToWallet: 100 });
    expect(done.airtimeLines?.[0]).toMatchObject({ status: 'FAILED', creditedToWallet: true });
    expect(await balance(app, session)).toMatchObject({ balance: 100, available: 100 });
    expect(await books()).toEqual([]);
  });

  it('sends nothing and credits nothing when the payment is cancelled', async () => {
    const { session } = await signedInMember(app);
    const response = await buyAirtime(app, session, {
      phoneNumber: '0712000000',
      recipientPhoneNumber: '0733111222',
      amount: 100,
    });
    const done = await settled(app, session, response.json().data.id);
    expect(done.status).toBe('FAILED');
    expect(done.receiptNumber).toBeNull();
    expect(done.airtimeLines?.[0]).toMatchObject({ status: 'CANCELLED', creditedToWallet: false });
    expect((await balance(app, session)).balance).toBe(0);
  });

  it('answers the first response again for a repeated Idempotency-Key', async () => {
    const { session } = await signedInMember(app);
    const body = { phoneNumber: '0712345678', amount: 20 };
    const first = await buyAirtime(app, session, body, 'airtime-key-1');
    const again = await buyAirtime(app, session, body, 'airtime-key-1');
    expect(again.statusCode).toBe(202);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await buyAirtime(app, session, { ...body, amount: 30 }, 'airtime-key-1');
    expect(other.statusCode).toBe(422);
  });

  it.each([
    [{ phoneNumber: '0712345678', amount: 9 }, 'amount'],
    [{ phoneNumber: '0712345678', amount: 10_001 }, 'amount'],
    [{ phoneNumber: '0712345678', amount: 10.5 }, 'amount'],
    [{ phoneNumber: '0712345678', amount: 'lots' }, 'amount'],
    [{ phoneNumber: '12345', amount: 100 }, 'phoneNumber'],
    [
      { phoneNumber: '0712345678', recipientPhoneNumber: '0812345678', amount: 100 },
      'recipientPhoneNumber',
    ],
    [{ amount: 100 }, 'phoneNumber'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const { session } = await signedInMember(app);
    const response = await buyAirtime(app, session, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().details[0].path).toBe(field);
  });

  it('needs an Idempotency-Key and a signed-in member', async () => {
    const { session } = await signedInMember(app);
    const noKey = await app.inject({
      method: 'POST',
      url: '/api/v1/airtime-mpesa',
      headers: { authorization: `Bearer ${session.accessToken}`, 'x-csrf-token': 'ab'.repeat(32) },
      payload: { phoneNumber: '0712345678', amount: 100 },
    });
    expect(noKey.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/airtime-mpesa',
      headers: { 'x-csrf-token': 'ab'.repeat(32), 'idempotency-key': 'k' },
      payload: { phoneNumber: '0712345678', amount: 100 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('starts one purchase for five simultaneous requests with the same key', async () => {
    const { session } = await signedInMember(app);
    const body = { phoneNumber: '0712345678', amount: 20 };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => buyAirtime(app, session, body, 'same-key-at-once')),
    );
    const started = responses.filter((r) => r.statusCode === 202).map((r) => r.json().data.id);
    expect(new Set(started).size).toBe(1);
    // The ones that came while the first was still running are told so, never given a second one.
    for (const response of responses.filter((r) => r.statusCode !== 202)) {
      expect(response.statusCode).toBe(409);
    }
    const list = await app.inject({ url: '/api/v1/transactions', headers: bearer(session) });
    expect(list.json().data.filter((tx: { type: string }) => tx.type === 'AIRTIME')).toHaveLength(
      1,
    );
  });

  it('asks M-Pesa about a purchase whose payment never answered, and cancels its lines', async () => {
    const { session } = await signedInMember(app);
    // Payers ending 001: the prompt times out and no callback ever comes.
    const response = await buyAirtime(app, session, {
      phoneNumber: '0712000001',
      recipientPhoneNumber: '0733111222',
      amount: 100,
    });
    const id = response.json().data.id;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 60_000 });
    try {
      await payments.sweeper.runOnce();
    } finally {
      vi.useRealTimers();
    }
    const done = await settled(app, session, id, 100);
    expect(done.status).toBe('FAILED');
    expect(done.airtimeLines?.[0]?.status).toBe('CANCELLED');
    expect((await balance(app, session)).balance).toBe(0);
  });
});
