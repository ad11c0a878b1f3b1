import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECONCILE_AFTER_MINUTES } from '@pamoja/contract/reconciliation';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { prepareMainDatabase } from '../db/migrate';
import type { MainDb } from '../db/schema';
import { createUserRepository } from '../identity/user-repository';
import { createLedger } from './ledger-repository';
import { verifyLedger, type LedgerProblem } from './ledger-verify';

let db: MainDb;
beforeAll(async () => {
  db = await prepareMainDatabase((await sharedTestDatabase()).db);
});

async function walletWith(amount: bigint) {
  const tag = randomUUID().slice(0, 8);
  const user = await createUserRepository(db).create({
    firstName: 'Ledger',
    lastName: tag,
    email: `ledger-${tag}@example.ke`,
    phoneNumber: `2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    passwordHash: null,
  });
  const ledger = createLedger(db);
  const wallet = await ledger.account('USER_WALLET', user.id);
  const clearing = await ledger.account('MPESA_CLEARING', null);
  await db.transaction().execute(async (trx) => {
    await createLedger(trx).lockWallet(wallet);
    await createLedger(trx).post('seed', null, [
      { accountId: wallet, amount },
      { accountId: clearing, amount: -amount },
    ]);
  });
  return wallet;
}

describe('ledger', () => {
  it('refuses an entry whose postings do not sum to zero', async () => {
    const wallet = await walletWith(100n);
    const clearing = await createLedger(db).account('MPESA_CLEARING', null);
    await expect(
      createLedger(db).post('bad', null, [
        { accountId: wallet, amount: 100n },
        { accountId: clearing, amount: -99n },
      ]),
    ).rejects.toThrow(/unbalanced/);
  });

  it('lets the database refuse a wallet going below zero even if code forgets to check', async () => {
    const wallet = await walletWith(50n);
    const clearing = await createLedger(db).account('MPESA_CLEARING', null);
    await expect(
      db.transaction().execute((trx) =>
        createLedger(trx).post('overdraw', null, [
          { accountId: wallet, amount: -80n },
          { accountId: clearing, amount: 80n },
        ]),
      ),
    ).rejects.toThrow(/wallet_never_negative/);
  });

  it('finds a cached balance that disagrees with the postings', async () => {
    const wallet = await walletWith(100n);
    expect((await verifyLedger(db)).filter((p) => p.id === wallet)).toEqual([]);
    await db
      .updateTable('ledger_accounts')
      .set({ posted_balance: 1_000_000n })
      .where('id', '=', wallet)
      .execute();
    const problems = (await verifyLedger(db)).filter((p) => p.id === wallet);
    expect(problems.map((p) => p.kind)).toEqual(['WALLET_BALANCE_MISMATCH']);
    await db
      .updateTable('ledger_accounts')
      .set({ posted_balance: 100n })
      .where('id', '=', wallet)
      .execute();
    expect((await verifyLedger(db)).filter((p) => p.id === wallet)).toEqual([]);
  });

  it('reports a provider’s word of money paid that matches no payment once the deadline passes', async () => {
    // As payments keeps a callback that names a reference no payment recorded.
    const keep = (reference: string, outcome: Record<string, unknown>) =>
      db
        .insertInto('early_callbacks')
        .values({
          provider: 'mpesa',
          provider_reference: reference,
          outcome: JSON.stringify(outcome),
        })
        .execute();
    const paid = `ws_CO_${randomUUID()}`;
    const refused = `ws_CO_${randomUUID()}`;
    await keep(paid, {
      status: 'SUCCESS',
      receiptNumber: 'TKL9X2Q7RS',
      amount: '1500',
      phoneNumber: '254712345678',
    });
    await keep(refused, { status: 'FAILED', resultCode: 1032, reason: 'Cancelled' });
    const ours = (problems: LedgerProblem[]) =>
      problems.filter((p) => p.id === `mpesa:${paid}` || p.id === `mpesa:${refused}`);

    // Within the hour the flow may still record the reference and apply it.
    expect(ours(await verifyLedger(db))).toEqual([]);
    const later = new Date(Date.now() + (RECONCILE_AFTER_MINUTES + 1) * 60_000);
    const found = ours(await verifyLedger(db, later));
    expect(found).toEqual([
      {
        kind: 'UNMATCHED_PROVIDER_ANSWER',
        id: `mpesa:${paid}`,
        detail: expect.stringMatching(
          /^paid \(receipt TKL9X2Q7RS, amount 1500, phone 254712345678\) at .+, matching no payment of ours$/,
        ),
      },
    ]);
    await db.deleteFrom('early_callbacks').where('provider_reference', '=', paid).execute();
    expect(ours(await verifyLedger(db, later))).toEqual([]);
  });
});
