import type { Kysely } from 'kysely';
import type { BeneficiaryListQuery, PesalinkBeneficiary } from '@pamoja/contract/beneficiaries';
import { fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

function beneficiaries(db: Kysely<MainDatabase>, userId: string) {
  return db
    .selectFrom('pesalink_beneficiaries as p')
    .leftJoin('banks as b', 'b.id', 'p.bank_id')
    .select([
      'p.id',
      'p.type',
      'p.name',
      'p.bank_id',
      'b.name as bank_name',
      'b.code as bank_code',
      'p.account_number',
      'p.phone_number',
      'p.created_at',
      'p.updated_at',
    ])
    .where('p.user_id', '=', userId)
    .where('p.deleted_at', 'is', null);
}

type Row = Awaited<ReturnType<ReturnType<typeof beneficiaries>['executeTakeFirstOrThrow']>>;

const toBeneficiary = (row: Row): PesalinkBeneficiary => ({
  id: row.id,
  type: row.type,
  name: row.name,
  bankId: row.bank_id,
  bankName: row.bank_name,
  bankCode: row.bank_code,
  accountNumber: row.account_number,
  phoneNumber: row.phone_number,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export interface PesalinkDestination {
  name: string;
  bankId: string | null;
  accountNumber: string | null;
  phoneNumber: string | null;
}

/** A person's Pesalink beneficiaries; every query filters by the owner. */
export function createPesalinkBeneficiaryRepository(db: Kysely<MainDatabase>) {
  return {
    async list(userId: string, query: BeneficiaryListQuery) {
      const page = await fetchPage(
        beneficiaries(db, userId).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc'),
        query,
      );
      return { items: page.rows.map(toBeneficiary), total: page.total };
    },

    async find(userId: string, id: string): Promise<PesalinkBeneficiary | undefined> {
      const row = await beneficiaries(db, userId).where('p.id', '=', id).executeTakeFirst();
      return row && toBeneficiary(row);
    },

    async create(
      userId: string,
      type: PesalinkBeneficiary['type'],
      destination: PesalinkDestination,
    ) {
      const row = await db
        .insertInto('pesalink_beneficiaries')
        .values({
          user_id: userId,
          type,
          name: destination.name,
          bank_id: destination.bankId,
          account_number: destination.accountNumber,
          phone_number: destination.phoneNumber,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Writes the whole destination: the service merged the changes into the current row. */
    async update(userId: string, id: string, destination: PesalinkDestination) {
      const result = await db
        .updateTable('pesalink_beneficiaries')
        .set({
          name: destination.name,
          bank_id: destination.bankId,
          account_number: destination.accountNumber,
          phone_number: destination.phoneNumber,
          updated_at: new Date(),
        })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(userId: string, id: string) {
      const result = await db
        .updateTable('pesalink_beneficiaries')
        .set({ deleted_at: new Date(), updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
