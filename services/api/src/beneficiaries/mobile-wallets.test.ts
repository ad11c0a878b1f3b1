import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp } from '../../test/build-test-app';
import { latestMessage } from '../../test/identity-helpers';
import { scopeMainDatabase } from '../db/migrate';
import {
  call,
  member,
  referenceIds,
  safaricomNumber,
  UNKNOWN_ID,
  type Member,
} from './beneficiary-fixtures';

let app: FastifyInstance;
let ids: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  app = await buildTestApp();
  ids = await referenceIds(app);
});
afterAll(() => app.close());

async function newWallet(me: Member) {
  const phone = safaricomNumber();
  const response = await call(app, me, 'POST', '/mobile-wallets', {
    telcoId: ids.safaricom,
    phoneNumber: phone.local,
    name: 'My M-Pesa',
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return { ...response.json().data, phone } as { id: string; phone: typeof phone };
}
const verify = (me: Member, mobileWalletId: string, otp?: string) =>
  call(app, me, 'POST', '/mobile-wallets/verify', { mobileWalletId, ...(otp && { otp }) });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

async function sendCode(me: Member, wallet: { id: string; phone: { stored: string } }) {
  const sent = await verify(me, wallet.id);
  expect(sent.statusCode).toBe(200);
  const sms = await latestMessage(app, wallet.phone.stored);
  expect(sms?.purpose).toBe('VERIFY_MOBILE_WALLET');
  return { response: sent.json(), code: sms?.code ?? '' };
}

describe('mobile wallets', () => {
  it('adds a wallet on the network of its number, unverified, and lists it', async () => {
    const me = await member(app);
    const wallet = await newWallet(me);
    expect(wallet).toMatchObject({
      telcoId: ids.safaricom,
      telcoCode: 'SAFARICOM',
      phoneNumber: wallet.phone.stored,
      verified: false,
      verifiedAt: null,
    });
    const list = (await call(app, me, 'GET', '/mobile-wallets')).json();
    expect(list.data.map((row: { id: string }) => row.id)).toEqual([wallet.id]);
    const again = await call(app, me, 'POST', '/mobile-wallets', {
      telcoId: ids.safaricom,
      phoneNumber: wallet.phone.stored,
      name: 'Twice',
    });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'WALLET_EXISTS' });
  });

  it('refuses a network that does not own the number, and unknown networks', async () => {
    const me = await member(app);
    const wrong = await call(app, me, 'POST', '/mobile-wallets', {
      telcoId: ids.airtel,
      phoneNumber: '0712345678',
      name: 'Wrong',
    });
    expect(wrong.json()).toMatchObject({
      statusCode: 400,
      code: 'TELCO_MISMATCH',
      message: '0712345678 is a Safaricom number, not Airtel Kenya.',
      details: [
        { path: 'telcoId', message: '0712345678 is a Safaricom number, not Airtel Kenya.' },
      ],
    });
    const unknown = await call(app, me, 'POST', '/mobile-wallets', {
      telcoId: UNKNOWN_ID,
      phoneNumber: '0712345678',
      name: 'Unknown',
    });
    expect(unknown.json()).toMatchObject({ statusCode: 400, code: 'UNKNOWN_TELCO' });
    const { id } = await newWallet(me);
    const moved = await call(app, me, 'PUT', `/mobile-wallets/${id}`, { telcoId: ids.airtel });
    expect(moved.json().code).toBe('TELCO_MISMATCH');
  });

  it.each([
    [{ phoneNumber: '12345' }, 'phoneNumber'],
    [{ phoneNumber: undefined }, 'phoneNumber'],
    [{ telcoId: 'safaricom' }, 'telcoId'],
    [{ name: 'x'.repeat(101) }, 'name'],
  ])('POST with %o answers 400 on %s', async (change, path) => {
    const me = await member(app);
    const body = { telcoId: ids.safaricom, phoneNumber: '0712345678', name: 'M-Pesa', ...change };
    const response = await call(app, me, 'POST', '/mobile-wallets', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
  });

  it('verifies with the code sent by SMS to the wallet phone; a code works once', async () => {
    const me = await member(app);
    const wallet = await newWallet(me);
    const { response, code } = await sendCode(me, wallet);
    expect(response.data).toMatchObject({ mobileWalletId: wallet.id, verified: false });
    expect(Date.parse(response.data.codeExpiresAt)).toBeGreaterThan(Date.now());
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await verify(me, wallet.id, wrongCode(code));
    expect(wrong.json()).toMatchObject({ statusCode: 400, code: 'OTP_WRONG' });
    expect(wrong.json().message).toMatch(/4 tries left/);
    const right = await verify(me, wallet.id, code);
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({ verified: true, codeExpiresAt: null });
    const read = (await call(app, me, 'GET', `/mobile-wallets/${wallet.id}`)).json().data;
    expect(read).toMatchObject({ verified: true, verifiedAt: right.json().data.verifiedAt });
    expect((await verify(me, wallet.id, code)).json()).toMatchObject({
      statusCode: 410,
      code: 'OTP_USED',
    });
    expect((await verify(me, wallet.id)).json()).toMatchObject({
      statusCode: 409,
      code: 'WALLET_ALREADY_VERIFIED',
    });
  });

  it('refuses an expired code with 410 and a code never asked for with 400', async () => {
    const me = await member(app);
    const wallet = await newWallet(me);
    const early = await verify(me, wallet.id, '123456');
    expect(early.json()).toMatchObject({ statusCode: 400, code: 'OTP_NOT_REQUESTED' });
    const { code } = await sendCode(me, wallet);
    const db = scopeMainDatabase((await sharedTestDatabase()).db);
    await db
      .updateTable('otps')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('user_id', '=', me.userId)
      .where('subject_id', '=', wallet.id)
      .execute();
    expect((await verify(me, wallet.id, code)).json()).toMatchObject({
      statusCode: 410,
      code: 'OTP_EXPIRED',
    });
  });

  it('stops after 5 wrong codes (429) until a new code is sent', async () => {
    const me = await member(app);
    const wallet = await newWallet(me);
    const { code } = await sendCode(me, wallet);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verify(me, wallet.id, wrongCode(code))).statusCode).toBe(400);
    }
    expect((await verify(me, wallet.id, code)).json().code).toBe('OTP_ATTEMPTS_EXHAUSTED');
    const fresh = await sendCode(me, wallet);
    expect((await verify(me, wallet.id, fresh.code)).statusCode).toBe(200);
  });

  it('a new number must be verified again; a code sent to the old one does not count', async () => {
    const me = await member(app);
    const wallet = await newWallet(me);
    const old = await sendCode(me, wallet);
    const other = safaricomNumber();
    await call(app, me, 'PUT', `/mobile-wallets/${wallet.id}`, { phoneNumber: other.local });
    expect((await verify(me, wallet.id, old.code)).json().code).toBe('OTP_NOT_REQUESTED');
    const fresh = await sendCode(me, { id: wallet.id, phone: other });
    expect((await verify(me, wallet.id, fresh.code)).statusCode).toBe(200);
    const renamed = await call(app, me, 'PUT', `/mobile-wallets/${wallet.id}`, { name: 'Main' });
    expect(renamed.json().data).toMatchObject({ name: 'Main', verified: true });
    const third = safaricomNumber();
    const moved = await call(app, me, 'PUT', `/mobile-wallets/${wallet.id}`, {
      phoneNumber: third.local,
    });
    expect(moved.json().data).toMatchObject({ phoneNumber: third.stored, verified: false });
  });

  it("hides another member's wallets (404), also from verification", async () => {
    const owner = await member(app);
    const stranger = await member(app);
    const wallet = await newWallet(owner);
    expect((await call(app, stranger, 'GET', `/mobile-wallets/${wallet.id}`)).statusCode).toBe(404);
    const change = await call(app, stranger, 'PUT', `/mobile-wallets/${wallet.id}`, {
      name: 'Mine now',
    });
    expect(change.statusCode).toBe(404);
    expect((await call(app, stranger, 'DELETE', `/mobile-wallets/${wallet.id}`)).statusCode).toBe(
      404,
    );
    expect((await verify(stranger, wallet.id)).statusCode).toBe(404);
    expect((await verify(stranger, wallet.id, '123456')).statusCode).toBe(404);
    expect((await verify(owner, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await verify(owner, 'not-an-id')).statusCode).toBe(400);
    expect((await verify(owner, wallet.id, '12ab')).statusCode).toBe(400);
  });
});
