import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@pamoja/server-kit/config';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { addMember, buyForGroup, createGroup } from '../../test/airtime-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { bearer, signedInMember } from '../../test/identity-helpers';
import { balance, settled } from '../../test/wallet-helpers';
import { scopeMainDatabase } from '../db/migrate';
import { verifyLedger } from '../ledger/ledger-verify';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const db = async () => scopeMainDatabase((await sharedTestDatabase()).db);

async function groupOfThree() {
  const member = await signedInMember(app);
  const group = await createGroup(app, member.session);
  await addMember(app, member.session, group.id, {
    name: 'Delivered',
    phoneNumber: '0712345678',
    amount: 100,
  });
  await addMember(app, member.session, group.id, {
    name: 'Fails Later',
    phoneNumber: '0733000000',
    amount: 50,
  });
  await addMember(app, member.session, group.id, {
    name: 'Refused',
    phoneNumber: '0722000001',
    amount: 20,
  });
  return { ...member, group };
}

describe('POST /group-airtime-mpesa', () => {
  it('takes one payment for the total, sends a line per member, credits back the failures', async () => {
    const { session, group } = await groupOfThree();
    const response = await buyForGroup(app, session, group.id);
    expect(response.statusCode).toBe(202);
    const started = response.json().data as WalletTransaction;
    expect(started).toMatchObject({ type: 'GROUP_AIRTIME', amount: 170, groupId: group.id });
    expect(started.airtimeLines).toHaveLength(3);

    const done = await settled(app, session, started.id);
    expect(done.status).toBe('PARTIAL');
    expect(done.failureReason).toBe(
      '2 of 3 recipients could not get airtime: KES 70 was credited to your wallet.',
    );
    expect(done.airtime).toEqual({
      recipients: 3,
      delivered: 1,
      failed: 2,
      pending: 0,
      creditedToWallet: 70,
    });
    const byName = Object.fromEntries((done.airtimeLines ?? []).map((line) => [line.name, line]));
    expect(byName.Delivered).toMatchObject({ status: 'SUCCESS', creditedToWallet: false });
    expect(byName['Fails Later']).toMatchObject({ status: 'FAILED', creditedToWallet: true });
    expect(byName.Refused).toMatchObject({ status: 'FAILED', creditedToWallet: true });
    expect(await balance(app, session)).toMatchObject({ balance: 70, available: 70 });
    expect(await verifyLedger(await db())).toEqual([]);

    const history = await app.inject({
      url: `/api/v1/transactions/group/${group.id}`,
      headers: bearer(session),
    });
    expect(history.json().data).toHaveLength(1);
    expect(history.json().data[0].airtimeLines).toHaveLength(3);
    const list = await app.inject({ url: '/api/v1/transactions', headers: bearer(session) });
    const inList = list.json().data.find((tx: WalletTransaction) => tx.id === started.id);
    expect(inList.airtime).toMatchObject({ delivered: 1, failed: 2 });
    expect(inList.airtimeLines).toBeUndefined();
  });

  it('keeps each run’s own lines when the group changes afterwards', async () => {
    const { session, group } = await groupOfThree();
    const first = await settled(
      app,
      session,
      (await buyForGroup(app, session, group.id)).json().data.id,
    );
    await addMember(app, session, group.id, {
      name: 'Late',
      phoneNumber: '0744555666',
      amount: 10,
    });
    const second = await settled(
      app,
      session,
      (await buyForGroup(app, session, group.id)).json().data.id,
    );
    expect(first.airtimeLines).toHaveLength(3);
    expect(second.airtimeLines).toHaveLength(4);
    expect(second.amount).toBe(180);
  });

  it('refuses an empty group (422), another member’s group (404) and a total over M-Pesa’s limit', async () => {
    const { session } = await signedInMember(app);
    const empty = await createGroup(app, session);
    const none = await buyForGroup(app, session, empty.id);
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('GROUP_EMPTY');

    const other = await groupOfThree();
    const foreign = await buyForGroup(app, session, other.group.id);
    expect(foreign.statusCode).toBe(404);

    const big = await createGroup(app, session);
    for (let i = 0; i < 16; i += 1) {
      await addMember(app, session, big.id, {
        name: `Member ${i}`,
        phoneNumber: `07120000${String(i + 10).padStart(2, '0')}`,
        amount: 10_000,
      });
    }
    const over = await buyForGroup(app, session, big.id);
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('AMOUNT_OVER_MPESA_LIMIT');
    expect(over.json().message).toContain('KES 160,000');
  });

  it('cancels every line when the payment fails', async () => {
    const { session, group } = await groupOfThree();
    const response = await buyForGroup(app, session, group.id, '0711000000');
    const done = await settled(app, session, response.json().data.id);
    expect(done.status).toBe('FAILED');
    expect(done.airtimeLines?.every((line) => line.status === 'CANCELLED')).toBe(true);
    expect((await balance(app, session)).balance).toBe(0);
  });
});

describe('POST send-airtime-reciept-mail', () => {
  it('e-mails the receipt to the owner, or to the address given', async () => {
    const { session, person, group } = await groupOfThree();
    const tx = await settled(
      app,
      session,
      (await buyForGroup(app, session, group.id)).json().data.id,
    );
    const send = (payload: Record<string, unknown>, who = session) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/send-airtime-reciept-mail',
        headers: bearer(who),
        payload,
      });
    const own = await send({ transactionId: tx.id });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.email).toBe(person.email);
    const mail = await app.inject(`/api/v1/dev/outbox?to=${encodeURIComponent(person.email)}`);
    const receipt = mail.json().data[0];
    expect(receipt.purpose).toBe('AIRTIME_RECEIPT');
    expect(receipt.body).toContain(tx.reference);
    expect(receipt.body).toContain('Delivered, 254712345678: KES 100 - Delivered');
    expect(receipt.body).toContain('Credited back to your wallet: KES 70');

    const other = await send({ transactionId: tx.id, email: 'treasurer@example.ke' });
    expect(other.json().data.email).toBe('treasurer@example.ke');
    expect((await send({ transactionId: tx.id, email: 'not-an-email' })).statusCode).toBe(400);
    const stranger = await signedInMember(app);
    expect((await send({ transactionId: tx.id }, stranger.session)).statusCode).toBe(404);
  });
});

describe('receipt mail limits', () => {
  it('answers 429 once a member has sent more receipts in a minute than the budget allows', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '2' });
    try {
      const { session } = await signedInMember(limited);
      const group = await createGroup(limited, session);
      await addMember(limited, session, group.id, {
        name: 'Abdi',
        phoneNumber: '0712345678',
        amount: 10,
      });
      const tx = (await buyForGroup(limited, session, group.id)).json().data;
      const send = () =>
        limited.inject({
          method: 'POST',
          url: '/api/v1/send-airtime-reciept-mail',
          headers: bearer(session),
          payload: { transactionId: tx.id, email: 'someone@example.ke' },
        });
      expect([(await send()).statusCode, (await send()).statusCode]).toEqual([200, 200]);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('airtime status callback', () => {
  const url = `/api/v1/airtime-callbacks/${loadConfig({}).CALLBACK_TOKEN}/status`;

  it('refuses a wrong token (404) and a body that is not a status (400)', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/airtime-callbacks/guess/status',
      payload: { requestId: 'x', status: 'Success' },
    });
    expect(wrong.statusCode).toBe(404);
    const malformed = await app.inject({ method: 'POST', url, payload: { hello: 'world' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('BAD_REQUEST');
  });

  it('takes Africa’s Talking’s form body; a repeated failure credits the wallet once', async () => {
    // The simulator's own final status would come only in ten minutes: the test gives it.
    const slow = await buildTestApp({ AIRTIME_SIMULATOR_DELAY_MS: '600000' });
    try {
      const { session } = await signedInMember(slow);
      const group = await createGroup(slow, session);
      await addMember(slow, session, group.id, {
        name: 'Abdi',
        phoneNumber: '0712345678',
        amount: 40,
      });
      const id = (await buyForGroup(slow, session, group.id)).json().data.id;
      const sent = async () =>
        (await db())
          .selectFrom('airtime_lines')
          .select(['provider_reference', 'status'])
          .where('transaction_id', '=', id)
          .executeTakeFirstOrThrow();
      for (let i = 0; i < 200 && (await sent()).status !== 'SENT'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const form = new URLSearchParams({
        requestId: (await sent()).provider_reference ?? '',
        status: 'Failed',
        errorMessage: 'Insufficient credit',
      }).toString();
      const post = (payload: string) =>
        slow.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        });
      const responses = await Promise.all(Array.from({ length: 5 }, () => post(form)));
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const done = await settled(slow, session, id);
      expect(done.status).toBe('FAILED');
      expect(done.failureReason).toContain('KES 40 was credited to your wallet');
      expect(done.airtimeLines?.[0]).toMatchObject({
        status: 'FAILED',
        failureReason: 'Insufficient credit',
        creditedToWallet: true,
      });
      expect(await balance(slow, session)).toMatchObject({ balance: 40 });

      // A late, contradicting status changes nothing once a line has its final word.
      await post(form.replace('Failed', 'Success'));
      expect((await settled(slow, session, id)).airtimeLines?.[0]?.status).toBe('FAILED');
      expect((await balance(slow, session)).balance).toBe(40);
      expect(await verifyLedger(await db())).toEqual([]);
    } finally {
      await slow.close();
    }
  });
});
