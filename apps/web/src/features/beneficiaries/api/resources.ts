import type {
  BankAccount,
  MobileWallet,
  PesalinkBeneficiary,
} from '@pamoja/contract/beneficiaries';

/** One kind of beneficiary: its path below the service, and the label its calls are known by. */
export interface BeneficiaryResource<Item> {
  path: 'bank-accounts' | 'pesalink-beneficiaries' | 'mobile-wallets';
  label: string;
  /** Only carries the item type; never set. */
  readonly item?: Item;
}

export const BANK_ACCOUNTS: BeneficiaryResource<BankAccount> = {
  path: 'bank-accounts',
  label: 'beneficiaries.bankAccounts',
};

export const PESALINK_BENEFICIARIES: BeneficiaryResource<PesalinkBeneficiary> = {
  path: 'pesalink-beneficiaries',
  label: 'beneficiaries.pesalink',
};

export const MOBILE_WALLETS: BeneficiaryResource<MobileWallet> = {
  path: 'mobile-wallets',
  label: 'beneficiaries.mobileWallets',
};

/** A picker shows every beneficiary at once; the service caps a page at 100. */
export const LIST_LIMIT = 100;

export const listKey = (resource: BeneficiaryResource<unknown>) => `${resource.label}.list`;
