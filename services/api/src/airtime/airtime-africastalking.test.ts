import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CALLBACK_TOKEN } from '@pamoja/server-kit/config';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { addMember, buyForGroup, createGroup } from '../../test/airtime-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { signedInMember } from '../../test/identity-helpers';
import { balance, transaction } from '../../test/wallet-helpers';
import { scopeMainDatabase } from '../db/migrate';
import { verifyLedger } from '../ledger/ledger-verify';
import type { AirtimeModule } from './airtime-module';
import {
  startFakeAfricasTalking,
  type FakeAfricasTalking,
} from './provider/fake-africastalking-server';

let fake: FakeAfricasTalking;
let app: FastifyInstance;
let airtime: AirtimeModule;
beforeAll(async () => {
  fake = await startFakeAfricasTalking();
  app = await buildTestApp(
    {
      AIRTIME_PROVIDER: 'africastalking',
      AFRICASTALKING_USERNAME: 'pamoja',
      AFRICASTALKING_API_KEY: 'test-key',
      AFRICASTALKING_BASE_URL: fake.baseUrl,
    },
    undefined,
    (module) => {
      airtime = module;
    },
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const db = async () => scopeMainDatabase((await sharedTestDatabase()).db);
const statusUrl = `/api/v1/airtime-callbacks/${DEFAULT_CALLBACK_TOKEN}/status`;

async function linesOf(id: string) {
  return (await db())
    .selectFrom('airtime_lines')
    .select(['phone_number', 'status', 'provider_reference', 'credited_to_wallet'])
    .where('transaction_id', '=', id)
    .orderBy('phone_number')
    .execute();
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 250; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

describe("group airtime through Africa's Talking (a local fake of its API)", () => {
  it('sends one request, credits the refused line, keeps the unreported one, settles by callback', async () => {
    fake.answer(() => ({
      status: 201,
      body: {
        errorMessage: 'None',
        numSent: 1,
        totalAmount: 'KES 100.0000',
        responses: [
          {
            phoneNumber: '+254711000111',
            amount: 'KES 100.0000',
            status: 'Sent',
            requestId: 'ATQid_ok',
            errorMessage: 'None',
          },
          {
            phoneNumber: '+254722000222',
            amount: 'KES 50.0000',
            status: 'Failed',
            requestId: 'None',
            errorMessage: 'Invalid phone number',
          },
        ],
      },
    }));
    const { session } = await signedInMember(app);
    const group = await createGroup(app, session);
    for (const [name, phoneNumber, amount] of [
      ['Sent', '0711000111', 100],
      ['Refused', '0722000222', 50],
      ['Unreported', '0733000333', 20],
    ] as const) {
      await addMember(app, session, group.id, { name, phoneNumber, amount });
    }
    const id = (await buyForGroup(app, session, group.id)).json().data.id;
    await until(
      () => linesOf(id),
      (rows) => rows.every((row) => row.status !== 'QUEUED' && row.status !== 'AWAITING_PAYMENT'),
    );
    // Claimed lines are SENDING while the request is out: wait for the pass to finish.
    await airtime.dispatcher.idle();
    const lines = await linesOf(id);

    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe('/version1/airtime/send');
    expect(sent?.headers.apikey).toBe('test-key');
    expect(sent?.form.username).toBe('pamoja');
    expect(JSON.parse(sent?.form.recipients ?? '[]')).toHaveLength(3);
    expect(lines).toEqual([
      {
        phone_number: '254711000111',
        status: 'SENT',
        provider_reference: 'ATQid_ok',
        credited_to_wallet: false,
      },
      {
        phone_number: '254722000222',
        status: 'FAILED',
        provider_reference: null,
        credited_to_wallet: true,
      },
      // Possibly delivered: never refunded on a guess, never sent again.
      {
        phone_number: '254733000333',
        status: 'SENDING',
        provider_reference: null,
        credited_to_wallet: false,
      },
    ]);
    expect((await balance(app, session)).balance).toBe(50);

    const callback = await app.inject({
      method: 'POST',
      url: statusUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'requestId=ATQid_ok&status=Success&phoneNumber=%2B254711000111&amount=KES+100.0000',
    });
    expect(callback.statusCode).toBe(200);
    const tx = await transaction(app, session, id);
    expect(tx.status).toBe('PENDING');
    expect(tx.airtime).toMatchObject({ delivered: 1, failed: 1, pending: 1, creditedToWallet: 50 });
    expect(await verifyLedger(await db())).toEqual([]);
  });

  it('credits every line of a refused request, and keeps every line of an unanswered one', async () => {
    const { session } = await signedInMember(app);
    const group = await createGroup(app, session);
    await addMember(app, session, group.id, {
      name: 'Amina',
      phoneNumber: '0711000444',
      amount: 30,
    });
    await addMember(app, session, group.id, {
      name: 'Juma',
      phoneNumber: '0711000555',
      amount: 20,
    });
    const buyAndWait = async () => {
      const id = (await buyForGroup(app, session, group.id)).json().data.id as string;
      await until(
        () => linesOf(id),
        (rows) => rows.every((row) => row.status !== 'QUEUED' && row.status !== 'AWAITING_PAYMENT'),
      );
      await airtime.dispatcher.idle();
      return linesOf(id);
    };

    // 401: Africa's Talking sent nothing, so the money goes back.
    fake.answer(() => ({ status: 401, body: 'The supplied authentication is invalid' }));
    const refused = await buyAndWait();
    expect(refused.map((row) => [row.status, row.credited_to_wallet])).toEqual([
      ['FAILED', true],
      ['FAILED', true],
    ]);
    expect((await balance(app, session)).balance).toBe(50);

    // 503: maybe sent, maybe not: nothing is refunded on a guess, nothing is sent again.
    fake.answer(() => ({ status: 503, body: 'Service Unavailable' }));
    const unknown = await buyAndWait();
    expect(unknown.map((row) => [row.status, row.credited_to_wallet])).toEqual([
      ['SENDING', false],
      ['SENDING', false],
    ]);
    expect((await balance(app, session)).balance).toBe(50);
    expect(await verifyLedger(await db())).toEqual([]);
  });
});
