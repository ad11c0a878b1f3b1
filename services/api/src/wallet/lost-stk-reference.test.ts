import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Session } from '@pamoja/contract/auth';
import { loadConfig } from '@pamoja/server-kit/config';
import { bearer, login, newPerson, registerVerified } from '../../test/identity-helpers';
import { signedInSuperAdmin } from '../../test/organisation-helpers';
import { appOnOwnDatabase } from '../../test/own-database-app';
import { balance, stkSuccess } from '../../test/wallet-helpers';
import { verifyLedger } from '../ledger/ledger-verify';
import { createTransactionRepository } from '../payments/payments-module';

// A top-up whose process died between M-Pesa taking the STK push and our saving its
// CheckoutRequestID: the payer's answer arrives naming a reference we never recorded. The
// sweeper must not call that payment "never started" while M-Pesa says a payment of the same
// phone and amount went through: it goes to a person with the receipt, who credits it.

const world = appOnOwnDatabase();
const db = async () => world.db();
const PAYER = '254708374149';
const callbackUrl = `/api/v1/mpesa-callbacks/${loadConfig({}).CALLBACK_TOKEN}/stk`;
const MINUTES = (n: number) => new Date(Date.now() + n * 60_000);

/** A member's top-up of KES `amount` as a crash leaves it: pending, with no provider reference. */
async function lostTopUp(amount: number) {
  const person = await registerVerified(world.app, newPerson());
  const session = await login(world.app, person.email);
  const tx = await createTransactionRepository(await db()).create({
    userId: session.userData.id,
    type: 'MPESA_TOPUP',
    direction: 'CREDIT',
    amount: BigInt(amount * 100),
    phoneNumber: PAYER,
    provider: 'mpesa',
  });
  return { session, tx };
}

/** M-Pesa's answer for a prompt whose CheckoutRequestID we never saved. */
async function unmatchedAnswer(amount: number, receipt: string) {
  const response = await world.app.inject({
    method: 'POST',
    url: callbackUrl,
    payload: stkSuccess(`ws_CO_${randomUUID()}`, amount, receipt, Number(PAYER)),
  });
  expect(response.statusCode, response.body).toBe(200);
}

const statusOf = async (session: Session, id: string) =>
  (await world.app.inject({ url: `/api/v1/transactions/${id}`, headers: bearer(session) })).json()
    .data.status as string;

interface Item {
  id: string;
  cause: string;
  transaction: { id: string };
  providerAnswer: { receiptNumber: string; receivedAt: string } | null;
}
const queue = async (admin: Session) =>
  (
    await world.app.inject({ url: '/api/v1/reconciliation?limit=100', headers: bearer(admin) })
  ).json().data as Item[];

describe('a top-up whose CheckoutRequestID a crash lost', () => {
  it('goes to a person with M-Pesa’s receipt, who credits it; the answer is then matched', async () => {
    const admin = await signedInSuperAdmin(world.app, world.own);
    const { session, tx } = await lostTopUp(640);
    await unmatchedAnswer(640, 'TKR4LOST01');

    await world.payments.sweeper.runOnce(MINUTES(3));
    expect(await statusOf(session, tx.id)).toBe('PENDING');
    const item = (await queue(admin)).find((entry) => entry.transaction.id === tx.id);
    expect(item).toMatchObject({
      cause: 'UNMATCHED_ANSWER',
      providerAnswer: { receiptNumber: 'TKR4LOST01', receivedAt: expect.any(String) },
    });
    // Reported until someone credits it.
    const later = MINUTES(61);
    expect(await verifyLedger(await db(), later)).toContainEqual(
      expect.objectContaining({ kind: 'UNMATCHED_PROVIDER_ANSWER' }),
    );

    const decided = await world.app.inject({
      method: 'PUT',
      url: `/api/v1/reconciliation/${item!.id}`,
      headers: bearer(admin),
      payload: {
        outcome: 'PAID',
        reason: 'The M-Pesa statement shows receipt TKR4LOST01 from this phone.',
        evidence: 'TKR4LOST01',
      },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await statusOf(session, tx.id)).toBe('SUCCESS');
    expect(await balance(world.app, session)).toMatchObject({ balance: 640, held: 0 });
    expect(await verifyLedger(await db(), later)).toEqual([]);
  });

  it('is failed as never started when no answer of its phone and amount came', async () => {
    const { session, tx } = await lostTopUp(410);
    // Another amount from the same phone is not this payment's.
    await unmatchedAnswer(999, 'TKR4OTHER2');
    await world.payments.sweeper.runOnce(MINUTES(3));
    expect(await statusOf(session, tx.id)).toBe('FAILED');
    expect(await balance(world.app, session)).toMatchObject({ balance: 0, held: 0 });
  });
});
