import type { Kysely } from 'kysely';
import type { BankAccount, BeneficiaryListQuery } from '@pamoja/contract/beneficiaries';
import { fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

function accounts(db: Kysely<MainDatabase>, userId: string) {
  return db
    .selectFrom('bank_accounts as a')
    .innerJoin('banks as b', 'b.id', 'a.bank_id')
    .select([
      'a.id',
      'a.bank_id',
      'b.name as bank_name',
      'b.code as bank_code',
      'a.account_number',
      'a.account_name',
      'a.created_at',
      'a.updated_at',
    ])
    .where('a.user_id', '=', userId)
    .where('a.deleted_at', 'is', null);
}

type Row = Awaited<ReturnType<ReturnType<typeof accounts>['executeTakeFirstOrThrow']>>;

const toBankAccount = (row: Row): BankAccount => ({
  id: row.id,
  bankId: row.bank_id,
  bankName: row.bank_name,
  bankCode: row.bank_code,
  accountNumber: row.account_number,
  accountName: row.account_name,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** A person's bank accounts; every query filters by the owner, so other ids are simply absent. */
export function createBankAccountRepository(db: Kysely<MainDatabase>) {
  return {
    async list(userId: string, query: BeneficiaryListQuery) {
      const page = await fetchPage(
        accounts(db, userId).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc'),
        query,
      );
      return { items: page.rows.map(toBankAccount), total: page.total };
    },

    async find(userId: string, id: string): Promise<BankAccount | undefined> {
      const row = await accounts(db, userId).where('a.id', '=', id).executeTakeFirst();
      return row && toBankAccount(row);
    },

    async create(
      userId: string,
      input: { bankId: string; accountNumber: string; accountName: string },
    ) {
      const row = await db
        .insertInto('bank_accounts')
        .values({
          user_id: userId,
          bank_id: input.bankId,
          account_number: input.accountNumber,
          account_name: input.accountName,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(
      userId: string,
      id: string,
      changes: { bankId?: string; accountNumber?: string; accountName?: string },
    ) {
      const result = await db
        .updateTable('bank_accounts')
        .set({
          ...(changes.bankId !== undefined && { bank_id: changes.bankId }),
          ...(changes.accountNumber !== undefined && { account_number: changes.accountNumber }),
          ...(changes.accountName !== undefined && { account_name: changes.accountName }),
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
        .updateTable('bank_accounts')
        .set({ deleted_at: new Date(), updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
