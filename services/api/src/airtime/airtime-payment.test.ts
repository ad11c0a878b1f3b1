import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { prepareMainDatabase } from '../db/migrate';
import type { MainDb } from '../db/schema';
import { createUserRepository } from '../identity/user-repository';
import { createLedger } from '../ledger/ledger-repository';
import { verifyLedger } from '../ledger/ledger-verify';
import { createSettlementService } from '../payments/settlement-service';
import { createTransactionKinds } from '../payments/transaction-kinds';
import { airtimePurchaseKind } from './airtime-kind';
import { createTransactionRepository } from '../payments/transaction-repository';
import { createAirtimeLineRepository } from './airtime-line-repository';

let db: MainDb;
beforeAll(async () => {
  db = await prepareMainDatabase((await sharedTestDatabase()).db);
});

/** Settlement as the app wires it for airtime; `paid` hears of each payment it records. */
function airtimeSettlement(paid: string[] = []) {
  const kinds = createTransactionKinds();
  kinds.register(
    ['AIRTIME', 'GROUP_AIRTIME'],
    airtimePurchaseKind(db, (row) => paid.push(row.id)),
  );
  return { kinds, settlement: createSettlementService(db, kinds) };
}

/** A recorded airtime purchase of KES 100 for one number, its STK push under `reference`. */
async function purchase() {
  const tag = randomUUID().slice(0, 8);
  const user = await createUserRepository(db).create({
    firstName: 'Airtime',
    lastName: tag,
    email: `airtime-${tag}@example.ke`,
    phoneNumber: `2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    passwordHash: null,
  });
  const tx = await createTransactionRepository(db).create({
    userId: user.id,
    type: 'AIRTIME',
    direction: 'DEBIT',
    amount: 10_000n,
    phoneNumber: '254733111222',
    provider: 'mpesa',
  });
  await createAirtimeLineRepository(db).createMany(tx.id, [
    { memberId: null, name: null, phoneNumber: '254733111222', amount: 10_000n },
  ]);
  const reference = `ws_CO_${randomUUID()}`;
  await createTransactionRepository(db).update(tx.id, { provider_reference: reference });
  return { user, tx, reference };
}

const lineStatuses = async (transactionId: string) =>
  (await createAirtimeLineRepository(db).linesOf([transactionId]))
    .get(transactionId)
    ?.map((line) => line.status);
const receipt = () => `R${randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`;

describe('the M-Pesa leg of an airtime purchase', () => {
  it('queues the lines once paid, tells the airtime module once, and ignores repeats', async () => {
    const { user, tx, reference } = await purchase();
    const paid: string[] = [];
    const { settlement } = airtimeSettlement(paid);
    const outcome = { status: 'SUCCESS' as const, receiptNumber: receipt(), amount: 10_000n };
    await settlement.settleByProviderReference('mpesa', reference, outcome);
    await settlement.settleByProviderReference('mpesa', reference, {
      ...outcome,
      receiptNumber: receipt(),
    });

    const row = await createTransactionRepository(db).findOwn(user.id, tx.id);
    expect(row).toMatchObject({ status: 'PENDING', receipt_number: outcome.receiptNumber });
    expect(await lineStatuses(tx.id)).toEqual(['QUEUED']);
    expect(paid).toEqual([tx.id]);
    // The money sits in airtime clearing, not in the payer's wallet.
    expect(await createLedger(db).balances(user.id)).toEqual([]);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('credits a payment of another amount to the wallet whole and sends nothing', async () => {
    const { user, tx, reference } = await purchase();
    const { settlement } = airtimeSettlement();
    await settlement.settleByProviderReference('mpesa', reference, {
      status: 'SUCCESS',
      receiptNumber: receipt(),
      amount: 6_000n,
    });
    const row = await createTransactionRepository(db).findOwn(user.id, tx.id);
    expect(row?.status).toBe('FAILED');
    expect(row?.failure_reason).toBe(
      'M-Pesa took KES 60 instead of KES 100: the KES 60 was credited to your wallet and no airtime was sent.',
    );
    expect(await lineStatuses(tx.id)).toEqual(['CANCELLED']);
    const [wallet] = await createLedger(db).balances(user.id);
    expect(wallet?.posted_balance).toBe(6_000n);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('leaves a paid purchase out of the sweeper’s M-Pesa questions; an unpaid one stays in', async () => {
    const paid = await purchase();
    const unpaid = await purchase();
    const { kinds, settlement } = airtimeSettlement();
    await settlement.settleByProviderReference('mpesa', paid.reference, {
      status: 'SUCCESS',
      receiptNumber: receipt(),
    });
    const stale = await createTransactionRepository(db).pendingBefore(
      new Date(Date.now() + 3 * 60_000),
      1000,
      kinds.typesPendingAfterPayment(),
    );
    const ids = stale.map((row) => row.id);
    expect(ids).toContain(unpaid.tx.id);
    expect(ids).not.toContain(paid.tx.id);
  });
});
