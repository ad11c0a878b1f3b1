import type { Kysely } from 'kysely';
import type {
  BeneficiaryListQuery,
  NewPesalinkBeneficiary,
  PesalinkBeneficiaryChanges,
} from '@pamoja/contract/beneficiaries';
import { AppError, conflict, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { uniqueOr } from '@pamoja/server-kit/db-errors';
import { createPesalinkBeneficiaryRepository } from './pesalink-beneficiary-repository';
import { createReferenceChecks } from '../reference/reference-module';

const taken = () =>
  conflict('You already have a Pesalink beneficiary with these details.', 'BENEFICIARY_EXISTS');
const missing = () => notFound('The Pesalink beneficiary');
const notForType = (field: string, type: string) =>
  new AppError(400, 'FIELD_NOT_FOR_TYPE', `${field} does not apply to a ${type} beneficiary.`, [
    { path: field, message: `does not apply to ${type}` },
  ]);

/** Pesalink beneficiaries: to a bank account on Pesalink, or to a phone number. */
export function createPesalinkBeneficiaryService(db: Kysely<MainDatabase>) {
  const beneficiaries = createPesalinkBeneficiaryRepository(db);
  const checks = createReferenceChecks(db);

  async function get(userId: string, id: string) {
    const beneficiary = await beneficiaries.find(userId, id);
    if (!beneficiary) throw missing();
    return beneficiary;
  }

  return {
    get,
    list: (userId: string, query: BeneficiaryListQuery) => beneficiaries.list(userId, query),

    async create(userId: string, input: NewPesalinkBeneficiary) {
      const destination =
        input.type === 'PESALINK_BANK'
          ? { bankId: input.bankId, accountNumber: input.accountNumber, phoneNumber: null }
          : { bankId: null, accountNumber: null, phoneNumber: input.phoneNumber };
      if (destination.bankId) await checks.bank(destination.bankId, { pesalink: true });
      const id = await uniqueOr(
        () => beneficiaries.create(userId, input.type, { ...destination, name: input.name }),
        taken,
      );
      return get(userId, id);
    },

    /** The type never changes: a field of the other type is refused, not silently dropped. */
    async update(userId: string, id: string, changes: PesalinkBeneficiaryChanges) {
      const current = await get(userId, id);
      const isBank = current.type === 'PESALINK_BANK';
      if (isBank && changes.phoneNumber !== undefined) {
        throw notForType('phoneNumber', current.type);
      }
      for (const field of ['bankId', 'accountNumber'] as const) {
        if (!isBank && changes[field] !== undefined) throw notForType(field, current.type);
      }
      if (changes.bankId !== undefined) await checks.bank(changes.bankId, { pesalink: true });
      const next = {
        name: changes.name ?? current.name,
        bankId: changes.bankId ?? current.bankId,
        accountNumber: changes.accountNumber ?? current.accountNumber,
        phoneNumber: changes.phoneNumber ?? current.phoneNumber,
      };
      if (!(await uniqueOr(() => beneficiaries.update(userId, id, next), taken))) throw missing();
      return get(userId, id);
    },

    async remove(userId: string, id: string) {
      if (!(await beneficiaries.remove(userId, id))) throw missing();
    },
  };
}
