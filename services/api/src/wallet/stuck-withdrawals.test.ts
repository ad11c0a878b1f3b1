import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Session } from '@pamoja/contract/auth';
import { DEFAULT_CALLBACK_TOKEN } from '@pamoja/server-kit/config';
import { bearer, login, newPerson, registerVerified } from '../../test/identity-helpers';
import { signedInSuperAdmin } from '../../test/organisation-helpers';
import { appOnOwnDatabase } from '../../test/own-database-app';
import { balance, setPin, topUp } from '../../test/wallet-helpers';
import { verifyLedger } from '../ledger/ledger-verify';
import {
  createTransactionRepository,
  type PayoutSender,
  type Rail,
} from '../payments/payments-module';
import { createWithdrawalService, type Payout } from './withdrawal-service';

const world = appOnOwnDatabase();
const db = async () => world.db();
const HOUR_LATER = () => new Date(Date.now() + 61 * 60_000);

async function funded(amount: number) {
  const person = newPerson();
  await registerVerified(world.app, person);
  const session = await login(world.app, person.email);
  await setPin(world.app, session);
  const funding = await topUp(world.app, session, amount, undefined, 20_000);
  if (funding.status !== 'SUCCESS') throw new Error(`top-up did not settle: ${funding.status}`);
  return { session, person };
}

const payoutTo: Record<Rail, Omit<Payout, 'userId' | 'amount'>> = {
  mpesa: { type: 'MPESA_B2C', rail: 'mpesa', phoneNumber: '254722000111' },
  'bank-ift': { type: 'BANK_IFT', rail: 'bank-ift', bankCode: '01', accountNumber: '0123456789' },
  pesalink: { type: 'PESALINK_PHONE', rail: 'pesalink', phoneNumber: '254722000111' },
};

/** A withdrawal whose process died: before the rail heard of it, or after it sent the money. */
async function dyingWithdrawal(session: Session, rail: Rail, diesAfterRailCall: boolean) {
  const dies: PayoutSender = async (to, request) => {
    if (diesAfterRailCall) await world.payments.send(to, request);
    throw new Error('killed');
  };
  const withdrawals = createWithdrawalService(await db(), dies, world.payments.settlement);
  await expect(
    withdrawals.withdraw({ userId: session.userData.id, amount: 10_000n, ...payoutTo[rail] }),
  ).rejects.toThrow('killed');
  const [tx] = (
    await world.app.inject({ url: '/api/v1/transactions?limit=1', headers: bearer(session) })
  ).json().data as { id: string; status: string }[];
  return tx!;
}

const statusOf = async (session: Session, id: string) =>
  (await world.app.inject({ url: `/api/v1/transactions/${id}`, headers: bearer(session) })).json()
    .data.status as string;

describe('a withdrawal whose process died', () => {
  it.each<Rail>(['mpesa', 'bank-ift', 'pesalink'])(
    'on %s before the rail heard of it: the rail says NOT_FOUND and the hold is voided',
    async (rail) => {
      const { session } = await funded(1_000);
      const tx = await dyingWithdrawal(session, rail, false);
      expect(await balance(world.app, session)).toMatchObject({ held: expect.any(Number) });
      expect((await balance(world.app, session)).held).toBeGreaterThan(0);

      await world.payments.sweeper.runOnce(new Date(Date.now() + 3 * 60_000));
      expect(await statusOf(session, tx.id)).toBe('FAILED');
      expect(await balance(world.app, session)).toMatchObject({ balance: 1_000, held: 0 });
      expect(await verifyLedger(await db())).toEqual([]);
    },
  );

  it.each<Rail>(['mpesa', 'bank-ift', 'pesalink'])(
    'on %s after the rail took it: asked by our reference, it is posted, never refunded',
    async (rail) => {
      const { session } = await funded(1_000);
      const tx = await dyingWithdrawal(session, rail, true);
      await world.payments.sweeper.runOnce(new Date(Date.now() + 3 * 60_000));
      const paid = (
        await world.app.inject({ url: `/api/v1/transactions/${tx.id}`, headers: bearer(session) })
      ).json().data as { status: string; amount: number; fee: number };
      expect(paid).toMatchObject({ status: 'SUCCESS', amount: 100 });
      expect(await balance(world.app, session)).toMatchObject({
        held: 0,
        balance: 1_000 - 100 - paid.fee,
      });
    },
  );
});

describe('a sweeper round', () => {
  it('reaches past fifty older transactions the provider keeps calling pending', async () => {
    const { session } = await funded(1_000);
    const transactions = createTransactionRepository(await db());
    for (let i = 0; i < 55; i += 1) {
      const lost = await transactions.create({
        userId: session.userData.id,
        type: 'BANK_IFT',
        direction: 'DEBIT',
        amount: 100n,
        provider: 'bank-ift',
      });
      await transactions.update(lost.id, { provider_reference: `LOST-${randomUUID()}` });
    }
    const tx = await dyingWithdrawal(session, 'bank-ift', false);
    await world.payments.sweeper.runOnce(new Date(Date.now() + 3 * 60_000));
    expect(await statusOf(session, tx.id)).toBe('FAILED');
  });
});

describe("M-Pesa's Transaction Status answer", () => {
  const answer = (transactionId: string, status: string) =>
    world.app.inject({
      method: 'POST',
      url: `/api/v1/mpesa-callbacks/${DEFAULT_CALLBACK_TOKEN}/status/result/${transactionId}`,
      payload: {
        Result: {
          ResultType: 0,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          OriginatorConversationID: 'query-1',
          ConversationID: 'AG_query',
          TransactionID: 'OEI2AK4Q16',
          ResultParameters: {
            ResultParameter: [
              { Key: 'ReceiptNo', Value: 'OEI2AK4Q16' },
              { Key: 'TransactionStatus', Value: status },
            ],
          },
        },
      },
    });

  it('settles a payout whose answer was lost: Completed posts it, once', async () => {
    const { session } = await funded(1_000);
    const tx = await dyingWithdrawal(session, 'mpesa', false);
    const response = await answer(tx.id, 'Completed');
    expect(response.statusCode).toBe(200);
    expect(await statusOf(session, tx.id)).toBe('SUCCESS');
    const held = await balance(world.app, session);
    expect(held.held).toBe(0);
    expect((await answer(tx.id, 'Failed')).statusCode).toBe(200);
    expect(await statusOf(session, tx.id)).toBe('SUCCESS');
    expect(await balance(world.app, session)).toEqual(held);
  });

  it('refuses an answer for something that is not a transaction id', async () => {
    expect((await answer('not-an-id', 'Completed')).statusCode).toBe(400);
  });
});

describe('the reconciliation queue', () => {
  /** A payout the rail keeps calling pending: its reference is one the rail cannot place. */
  async function stuckPayout() {
    const { session } = await funded(1_000);
    const tx = await dyingWithdrawal(session, 'bank-ift', true);
    await (
      await db()
    )
      .updateTable('transactions')
      // Not one of the rail's own references: it answers PENDING for ever, as a rail might.
      .set({ provider_reference: `LOST-${tx.id}` })
      .where('id', '=', tx.id)
      .execute();
    return { session, tx };
  }

  const queue = async (admin: Session, state = 'OPEN') =>
    (
      await world.app.inject({
        url: `/api/v1/reconciliation?state=${state}&limit=100`,
        headers: bearer(admin),
      })
    ).json().data as { id: string; transaction: { id: string }; outcome: string | null }[];

  /** Sweeps an hour on until the transaction is queued (older ones go first, 50 a run). */
  async function queued(admin: Session, transactionId: string) {
    for (let run = 0; run < 10; run += 1) {
      await world.payments.sweeper.runOnce(HOUR_LATER());
      const item = (await queue(admin)).find((entry) => entry.transaction.id === transactionId);
      if (item) return item;
    }
    return undefined;
  }

  const decide = (admin: Session, id: string, payload: object) =>
    world.app.inject({
      method: 'PUT',
      url: `/api/v1/reconciliation/${id}`,
      headers: bearer(admin),
      payload,
    });

  it('takes what the sweeper cannot settle within the hour, and a decision voids the hold', async () => {
    const admin = await signedInSuperAdmin(world.app, world.own);
    const { session, tx } = await stuckPayout();
    await world.payments.sweeper.runOnce(new Date(Date.now() + 3 * 60_000));
    expect((await queue(admin)).some((item) => item.transaction.id === tx.id)).toBe(false);

    const item = await queued(admin, tx.id);
    expect(item).toBeDefined();
    const holds = await verifyLedger(await db(), HOUR_LATER());
    expect(holds).toContainEqual(expect.objectContaining({ kind: 'STALE_HOLD', id: tx.id }));

    const noEvidence = await decide(admin, item!.id, { outcome: 'PAID', reason: 'Bank says so' });
    expect(noEvidence.statusCode).toBe(400);
    const decided = await decide(admin, item!.id, {
      outcome: 'FAILED',
      reason: 'The bank statement shows no such transfer.',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data).toMatchObject({
      outcome: 'FAILED',
      resolvedBy: { id: admin.userData.id },
    });
    expect(await statusOf(session, tx.id)).toBe('FAILED');
    expect(await balance(world.app, session)).toMatchObject({ balance: 1_000, held: 0 });
    expect((await queue(admin, 'RESOLVED')).some((entry) => entry.id === item!.id)).toBe(true);

    const twice = await decide(admin, item!.id, {
      outcome: 'PAID',
      reason: 'Changed my mind',
      evidence: 'X1',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_SETTLED');
    expect(await verifyLedger(await db())).toEqual([]);
  });

  it('posts a payout decided as paid, with the evidence as its receipt', async () => {
    const admin = await signedInSuperAdmin(world.app, world.own);
    const { session, tx } = await stuckPayout();
    const item = (await queued(admin, tx.id))!;
    const decided = await decide(admin, item.id, {
      outcome: 'PAID',
      reason: 'Statement line 14 shows it.',
      evidence: 'FT26112400123',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data.transaction).toMatchObject({
      status: 'SUCCESS',
      receiptNumber: 'FT26112400123',
    });
    expect((await balance(world.app, session)).held).toBe(0);
  });

  it('closes an item the provider settles first, so nobody decides it twice', async () => {
    const admin = await signedInSuperAdmin(world.app, world.own);
    const { tx } = await stuckPayout();
    const item = (await queued(admin, tx.id))!;
    await world.payments.settlement.settleById(tx.id, {
      status: 'SUCCESS',
      receiptNumber: 'LATE1',
    });
    const late = await decide(admin, item.id, { outcome: 'FAILED', reason: 'Looks unpaid to me' });
    expect(late.statusCode).toBe(409);
    const resolved = (await queue(admin, 'RESOLVED')).find((entry) => entry.id === item.id);
    expect(resolved?.outcome).toBe('PAID');
  });

  it('is for platform administrators only', async () => {
    const { session } = await funded(100);
    expect(
      (await world.app.inject({ url: '/api/v1/reconciliation', headers: bearer(session) }))
        .statusCode,
    ).toBe(403);
    const admin = await signedInSuperAdmin(world.app, world.own);
    const missing = await decide(admin, '00000000-0000-4000-8000-000000000000', {
      outcome: 'FAILED',
      reason: 'No such item here',
    });
    expect(missing.statusCode).toBe(404);
  });
});
