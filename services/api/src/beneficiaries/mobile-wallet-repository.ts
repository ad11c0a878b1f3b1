import type { Kysely } from 'kysely';
import type { BeneficiaryListQuery, MobileWallet } from '@pamoja/contract/beneficiaries';
import { fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

function wallets(db: Kysely<MainDatabase>, userId: string) {
  return db
    .selectFrom('mobile_wallets as w')
    .innerJoin('telcos as t', 't.id', 'w.telco_id')
    .select([
      'w.id',
      'w.telco_id',
      't.name as telco_name',
      't.code as telco_code',
      'w.phone_number',
      'w.name',
      'w.verified_at',
      'w.created_at',
      'w.updated_at',
    ])
    .where('w.user_id', '=', userId)
    .where('w.deleted_at', 'is', null);
}

type Row = Awaited<ReturnType<ReturnType<typeof wallets>['executeTakeFirstOrThrow']>>;

const toWallet = (row: Row): MobileWallet => ({
  id: row.id,
  telcoId: row.telco_id,
  telcoName: row.telco_name,
  telcoCode: row.telco_code,
  phoneNumber: row.phone_number,
  name: row.name,
  verified: row.verified_at !== null,
  verifiedAt: row.verified_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export interface WalletFields {
  telcoId: string;
  phoneNumber: string;
  name: string;
}

/** A person's mobile wallets; every query filters by the owner. */
export function createMobileWalletRepository(db: Kysely<MainDatabase>) {
  return {
    async list(userId: string, query: BeneficiaryListQuery) {
      const page = await fetchPage(
        wallets(db, userId).orderBy('w.created_at', 'desc').orderBy('w.id', 'desc'),
        query,
      );
      return { items: page.rows.map(toWallet), total: page.total };
    },

    async find(userId: string, id: string): Promise<MobileWallet | undefined> {
      const row = await wallets(db, userId).where('w.id', '=', id).executeTakeFirst();
      return row && toWallet(row);
    },

    async create(userId: string, fields: WalletFields) {
      const row = await db
        .insertInto('mobile_wallets')
        .values({
          user_id: userId,
          telco_id: fields.telcoId,
          phone_number: fields.phoneNumber,
          name: fields.name,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A different phone or network clears the verification: it proved the old number only. */
    async update(userId: string, id: string, fields: WalletFields, reverify: boolean) {
      const result = await db
        .updateTable('mobile_wallets')
        .set({
          telco_id: fields.telcoId,
          phone_number: fields.phoneNumber,
          name: fields.name,
          ...(reverify && { verified_at: null }),
          updated_at: new Date(),
        })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Verifies only while the phone is the one the code went to. */
    async markVerified(userId: string, id: string, phoneNumber: string) {
      const result = await db
        .updateTable('mobile_wallets')
        .set({ verified_at: new Date(), updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('phone_number', '=', phoneNumber)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(userId: string, id: string) {
      const result = await db
        .updateTable('mobile_wallets')
        .set({ deleted_at: new Date(), updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
