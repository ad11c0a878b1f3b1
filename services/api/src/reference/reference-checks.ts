import type { Kysely } from 'kysely';
import { AppError } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createReferenceRepository } from './reference-repository';

const invalid = (code: string, path: string, message: string) =>
  new AppError(400, code, message, [{ path, message }]);

/** National prefix of a stored phone (254 722 123456 → '722'), as telcos.prefixes holds them. */
export const prefixOf = (phoneNumber: string) => phoneNumber.slice(3, 6);

/** Beneficiaries point into the reference lists: banks and mobile networks that are active. */
export function createReferenceChecks(db: Kysely<MainDatabase>) {
  const reference = createReferenceRepository(db);
  return {
    async bank(bankId: string, options: { pesalink?: boolean } = {}) {
      const bank = await reference.activeBank(bankId);
      if (!bank) throw invalid('UNKNOWN_BANK', 'bankId', 'Choose a bank from the list of banks.');
      if (options.pesalink && !bank.pesalink) {
        throw invalid(
          'BANK_NOT_ON_PESALINK',
          'bankId',
          `${bank.name} does not take Pesalink transfers.`,
        );
      }
      return bank;
    },

    /** The network must be the one the number's prefix belongs to (reference data). */
    async telcoFor(telcoId: string, phoneNumber: string) {
      const telcos = await reference.activeTelcoPrefixes();
      const chosen = telcos.find((telco) => telco.id === telcoId);
      if (!chosen) {
        throw invalid(
          'UNKNOWN_TELCO',
          'telcoId',
          'Choose a mobile network from the list of networks.',
        );
      }
      const prefix = prefixOf(phoneNumber);
      if (chosen.prefixes.includes(prefix)) return chosen;
      const owner = telcos.find((telco) => telco.prefixes.includes(prefix));
      const number = `0${phoneNumber.slice(3)}`;
      throw invalid(
        'TELCO_MISMATCH',
        'telcoId',
        owner
          ? `${number} is a ${owner.name} number, not ${chosen.name}.`
          : `${number} is not a ${chosen.name} number.`,
      );
    },
  };
}
