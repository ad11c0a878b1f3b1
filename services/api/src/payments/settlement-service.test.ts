import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { prepareMainDatabase } from '../db/migrate';
import type { MainDb } from '../db/schema';
import { createUserRepository } from '../identity/user-repository';
import { createLedger } from '../ledger/ledger-repository';
import { verifyLedger } from '../ledger/ledger-verify';
import { topUpKind } from '../wallet/wallet-settlement';
import { createSettlementService } from './settlement-service';
import { createTransactionKinds } from './transaction-kinds';
import { createTransactionRepository } from './transaction-repository';

let db: MainDb;
beforeAll(async () => {
  db = await prepareMainDatabase((await sharedTestDatabase()).db);
});

async function pendingTopUp() {
  const tag = randomUUID().slice(0, 8);
  const user = await createUserRepository(db).create({
    firstName: 'Early',
    lastName: tag,
    email: `early-${tag}@example.ke`,
    phoneNumber: `2541${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    passwordHash: null,
  });
  const tx = await createTransactionRepository(db).create({
    userId: user.id,
    type: 'MPESA_TOPUP',
    direction: 'CREDIT',
    amount: 50_000n,
    provider: 'mpesa',
  });
  return { user, tx };
}

/** Settlement as the app wires it for top-ups. */
function topUpSettlement() {
  const kinds = createTransactionKinds();
  kinds.register(['MPESA_TOPUP'], topUpKind);
  return createSettlementService(db, kinds);
}

describe('settlement', () => {
  it('keeps a callback that arrives before its payment is recorded, and applies it once recorded', async () => {
    const { user, tx } = await pendingTopUp();
    const settlement = topUpSettlement();
    const reference = `ws_CO_${randomUUID()}`;
    const outcome = { status: 'SUCCESS' as const, receiptNumber: `R${tag()}`, amount: 50_000n };
    expect(await settlement.settleByProviderReference('mpesa', reference, outcome)).toBeNull();

    await createTransactionRepository(db).update(tx.id, { provider_reference: reference });
    const applied = await settlement.applyEarlyCallback('mpesa', reference);
    expect(applied?.status).toBe('SUCCESS');
    expect(await settlement.applyEarlyCallback('mpesa', reference)).toBeNull();
    const [wallet] = await createLedger(db).balances(user.id);
    expect(wallet?.posted_balance).toBe(50_000n);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('settles a transaction once, however often its outcome is repeated', async () => {
    const { user, tx } = await pendingTopUp();
    const reference = `ws_CO_${randomUUID()}`;
    await createTransactionRepository(db).update(tx.id, { provider_reference: reference });
    const settlement = topUpSettlement();
    const outcome = { status: 'SUCCESS' as const, receiptNumber: `R${tag()}` };
    await Promise.all(
      Array.from({ length: 5 }, () =>
        settlement.settleByProviderReference('mpesa', reference, outcome),
      ),
    );
    const [wallet] = await createLedger(db).balances(user.id);
    expect(wallet?.posted_balance).toBe(50_000n);
  });
});

function tag() {
  return randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase();
}
