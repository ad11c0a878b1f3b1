import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { newPerson } from '../../test/identity-helpers';
import { prepareMainDatabase } from '../db/migrate';
import type { MainDatabase } from '../db/schema';
import { createUserRepository } from '../identity/user-repository';
import { createBankAccountRepository } from './bank-account-repository';
import { createMobileWalletRepository } from './mobile-wallet-repository';
import { createPayoutBeneficiaryRepository } from './payout-beneficiary-repository';
import { createPesalinkBeneficiaryRepository } from './pesalink-beneficiary-repository';

let db: Kysely<MainDatabase>;
let kcb: { id: string };
let safaricom: { id: string };
beforeAll(async () => {
  db = await prepareMainDatabase((await sharedTestDatabase()).db);
  kcb = await db
    .selectFrom('banks')
    .select('id')
    .where('code', '=', '01')
    .executeTakeFirstOrThrow();
  safaricom = await db
    .selectFrom('telcos')
    .select('id')
    .where('code', '=', 'SAFARICOM')
    .executeTakeFirstOrThrow();
});

async function newUser() {
  const person = newPerson();
  const phoneNumber = `254${person.phoneNumber.slice(1)}`;
  const user = await createUserRepository(db).create({
    ...person,
    phoneNumber,
    passwordHash: null,
  });
  return { id: user.id, phoneNumber };
}

describe('findForPayout', () => {
  it('gives each kind its payout fields, for its owner only', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const payouts = createPayoutBeneficiaryRepository(db);
    const bankId = await createBankAccountRepository(db).create(owner.id, {
      bankId: kcb.id,
      accountNumber: '1234567890',
      accountName: 'Wanjiku Kamau',
    });
    expect(await payouts.findForPayout(owner.id, bankId, 'BANK_ACCOUNT')).toEqual({
      id: bankId,
      kind: 'BANK_ACCOUNT',
      name: 'Wanjiku Kamau',
      bankCode: '01',
      bankName: 'KCB Bank Kenya',
      accountNumber: '1234567890',
      phoneNumber: null,
      verified: true,
    });
    expect(await payouts.findForPayout(stranger.id, bankId, 'BANK_ACCOUNT')).toBeUndefined();
    expect(await payouts.findForPayout(owner.id, bankId, 'PESALINK_BANK')).toBeUndefined();
    expect(await payouts.findForPayout(owner.id, 'not-a-uuid', 'BANK_ACCOUNT')).toBeUndefined();

    const pesalink = createPesalinkBeneficiaryRepository(db);
    const phoneId = await pesalink.create(owner.id, 'PESALINK_PHONE', {
      name: 'Mama',
      bankId: null,
      accountNumber: null,
      phoneNumber: '254712000111',
    });
    expect(await payouts.findForPayout(owner.id, phoneId, 'PESALINK_PHONE')).toMatchObject({
      kind: 'PESALINK_PHONE',
      phoneNumber: '254712000111',
      bankCode: null,
      accountNumber: null,
    });
    expect(await payouts.findForPayout(owner.id, phoneId, 'PESALINK_BANK')).toBeUndefined();
    await pesalink.remove(owner.id, phoneId);
    expect(await payouts.findForPayout(owner.id, phoneId, 'PESALINK_PHONE')).toBeUndefined();
  });

  it('reports whether a mobile wallet was verified', async () => {
    const owner = await newUser();
    const wallets = createMobileWalletRepository(db);
    const payouts = createPayoutBeneficiaryRepository(db);
    const id = await wallets.create(owner.id, {
      telcoId: safaricom.id,
      phoneNumber: owner.phoneNumber,
      name: 'My M-Pesa',
    });
    expect(await payouts.findForPayout(owner.id, id, 'MOBILE_WALLET')).toMatchObject({
      phoneNumber: owner.phoneNumber,
      verified: false,
    });
    expect(await wallets.markVerified(owner.id, id, '254700000000')).toBe(false);
    expect(await wallets.markVerified(owner.id, id, owner.phoneNumber)).toBe(true);
    expect(await payouts.findForPayout(owner.id, id, 'MOBILE_WALLET')).toMatchObject({
      verified: true,
    });
  });
});
