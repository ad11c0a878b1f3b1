import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PayoutBeneficiaryKind =
  'BANK_ACCOUNT' | 'PESALINK_BANK' | 'PESALINK_PHONE' | 'MOBILE_WALLET';

/** What a withdrawal needs to know about where the money goes. */
export interface PayoutBeneficiary {
  id: string;
  kind: PayoutBeneficiaryKind;
  name: string;
  bankCode: string | null;
  bankName: string | null;
  accountNumber: string | null;
  phoneNumber: string | null;
  /**
   * Mobile wallets: whether the owner proved the phone with a code. Bank accounts and Pesalink
   * beneficiaries have no ownership step, so they are always true.
   */
  verified: boolean;
}

/**
 * For the withdrawal flows: a live beneficiary of this owner and kind, or undefined (another
 * person's id, a deleted one or one of another kind). Pass a transaction to read inside it.
 */
export function createPayoutBeneficiaryRepository(db: Kysely<MainDatabase>) {
  async function bankAccount(userId: string, id: string) {
    const row = await db
      .selectFrom('bank_accounts as a')
      .innerJoin('banks as b', 'b.id', 'a.bank_id')
      .select(['a.id', 'a.account_name', 'a.account_number', 'b.code', 'b.name'])
      .where('a.user_id', '=', userId)
      .where('a.id', '=', id)
      .where('a.deleted_at', 'is', null)
      .executeTakeFirst();
    return (
      row && {
        name: row.account_name,
        bankCode: row.code,
        bankName: row.name,
        accountNumber: row.account_number,
        phoneNumber: null,
        verified: true,
      }
    );
  }

  async function pesalink(userId: string, id: string, type: 'PESALINK_BANK' | 'PESALINK_PHONE') {
    const row = await db
      .selectFrom('pesalink_beneficiaries as p')
      .leftJoin('banks as b', 'b.id', 'p.bank_id')
      .select(['p.name', 'p.account_number', 'p.phone_number', 'b.code', 'b.name as bank_name'])
      .where('p.user_id', '=', userId)
      .where('p.id', '=', id)
      .where('p.type', '=', type)
      .where('p.deleted_at', 'is', null)
      .executeTakeFirst();
    return (
      row && {
        name: row.name,
        bankCode: row.code,
        bankName: row.bank_name,
        accountNumber: row.account_number,
        phoneNumber: row.phone_number,
        verified: true,
      }
    );
  }

  async function mobileWallet(userId: string, id: string) {
    const row = await db
      .selectFrom('mobile_wallets')
      .select(['name', 'phone_number', 'verified_at'])
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return (
      row && {
        name: row.name,
        bankCode: null,
        bankName: null,
        accountNumber: null,
        phoneNumber: row.phone_number,
        verified: row.verified_at !== null,
      }
    );
  }

  return {
    async findForPayout(
      userId: string,
      id: string,
      kind: PayoutBeneficiaryKind,
    ): Promise<PayoutBeneficiary | undefined> {
      // Ids come from request bodies: a malformed one is simply not found (no SQL error).
      if (!UUID.test(id)) return undefined;
      const found =
        kind === 'BANK_ACCOUNT'
          ? await bankAccount(userId, id)
          : kind === 'MOBILE_WALLET'
            ? await mobileWallet(userId, id)
            : await pesalink(userId, id, kind);
      return found && { id, kind, ...found };
    },
  };
}

export type PayoutBeneficiaryRepository = ReturnType<typeof createPayoutBeneficiaryRepository>;
