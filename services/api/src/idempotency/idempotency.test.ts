import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@pamoja/contract/auth';
import { buildTestApp } from '../../test/build-test-app';
import { bearer, signedInMember } from '../../test/identity-helpers';
import { PIN, setPin, settled, topUp, withKey } from '../../test/wallet-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (session: Session, url: string, payload: object, key: string) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, headers: withKey(session, key), payload });

const listed = async (session: Session) =>
  (await app.inject({ url: '/api/v1/transactions?limit=100', headers: bearer(session) })).json()
    .data as { id: string; type: string }[];

describe('Idempotency-Key', () => {
  it('answers for the route it was sent to: the same key and body elsewhere is a new request', async () => {
    const { session } = await signedInMember(app);
    await setPin(app, session);
    await topUp(app, session, 1_000);
    const key = randomUUID();
    const body = { phoneNumber: '0722000111', amount: 100, pin: PIN };

    const mpesa = await post(session, '/withdraw/mobile-wallet/send-to-mpesa', body, key);
    const pesalink = await post(session, '/withdraw/pesalink/pesalink-to-phone', body, key);
    expect([200, 202]).toContain(mpesa.statusCode);
    expect([200, 202]).toContain(pesalink.statusCode);
    expect(pesalink.json().data.id).not.toBe(mpesa.json().data.id);
    await settled(app, session, mpesa.json().data.id);
    await settled(app, session, pesalink.json().data.id);
    const types = (await listed(session)).map((tx) => tx.type);
    expect(types.filter((type) => type === 'MPESA_B2C')).toHaveLength(1);
    expect(types.filter((type) => type === 'PESALINK_PHONE')).toHaveLength(1);

    // On its own route the key still replays the first answer.
    const again = await post(session, '/withdraw/mobile-wallet/send-to-mpesa', body, key);
    expect(again.json().data.id).toBe(mpesa.json().data.id);
  });

  it('keeps a top-up and an airtime purchase with one key apart', async () => {
    const { session } = await signedInMember(app);
    const key = randomUUID();
    const topUpResponse = await post(
      session,
      '/mpesa-topup',
      { phoneNumber: '0712345678', amount: 100 },
      key,
    );
    const airtime = await post(
      session,
      '/airtime-mpesa',
      { phoneNumber: '0712345678', amount: 100 },
      key,
    );
    expect(topUpResponse.statusCode).toBe(202);
    expect(airtime.statusCode).toBe(202);
    expect(airtime.json().data.type).toBe('AIRTIME');
    expect(airtime.json().data.id).not.toBe(topUpResponse.json().data.id);
  });
});
