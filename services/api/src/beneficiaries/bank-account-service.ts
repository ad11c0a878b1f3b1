import type { Kysely } from 'kysely';
import type {
  BankAccountChanges,
  BeneficiaryListQuery,
  NewBankAccount,
} from '@pamoja/contract/beneficiaries';
import { conflict, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { uniqueOr } from '@pamoja/server-kit/db-errors';
import { createBankAccountRepository } from './bank-account-repository';
import { createReferenceChecks } from '../reference/reference-module';

const taken = () => conflict('You already have this account at this bank.', 'BANK_ACCOUNT_EXISTS');
const missing = () => notFound('The bank account');

/** Bank accounts: only the owner sees or changes them (anyone else's id: 404). */
export function createBankAccountService(db: Kysely<MainDatabase>) {
  const accounts = createBankAccountRepository(db);
  const checks = createReferenceChecks(db);

  async function get(userId: string, id: string) {
    const account = await accounts.find(userId, id);
    if (!account) throw missing();
    return account;
  }

  return {
    get,
    list: (userId: string, query: BeneficiaryListQuery) => accounts.list(userId, query),

    async create(userId: string, input: NewBankAccount) {
      await checks.bank(input.bankId);
      const id = await uniqueOr(() => accounts.create(userId, input), taken);
      return get(userId, id);
    },

    async update(userId: string, id: string, changes: BankAccountChanges) {
      await get(userId, id);
      if (changes.bankId !== undefined) await checks.bank(changes.bankId);
      const updated = await uniqueOr(() => accounts.update(userId, id, changes), taken);
      if (!updated) throw missing();
      return get(userId, id);
    },

    async remove(userId: string, id: string) {
      if (!(await accounts.remove(userId, id))) throw missing();
    },
  };
}
