import type { UserData } from '@pamoja/contract/auth';
import type { BankPrice } from '@pamoja/contract/reference-data';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { member } from '../../../shared/testing/fixtures';

/** A member whose role may use the wallet, beneficiaries and transactions (contract roles). */
export const walletMember: UserData = {
  ...member,
  ability: [
    ...member.ability,
    { action: 'manage', subject: 'Beneficiary' },
    { action: 'manage', subject: 'Transaction' },
  ],
};

let sequence = 0;

export function transaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  sequence += 1;
  return {
    id: `7f1c2d3e-4b5a-4c6d-8e7f-${String(sequence).padStart(12, '0')}`,
    reference: `PMJTEST${sequence}`,
    type: 'MPESA_TOPUP',
    direction: 'CREDIT',
    amount: 1000,
    fee: 0,
    currency: 'KES',
    status: 'PENDING',
    phoneNumber: '254712345678',
    beneficiaryName: null,
    provider: 'mpesa',
    providerReference: 'ws_CO_21112026085856526790',
    receiptNumber: null,
    failureReason: null,
    groupId: null,
    details: {},
    createdAt: '2026-11-21T05:58:56.673Z',
    updatedAt: '2026-11-21T05:58:56.675Z',
    ...overrides,
  };
}

const tier = (
  transferType: BankPrice['transferType'],
  minAmount: number,
  maxAmount: number,
  fee: number,
): BankPrice => ({
  id: `0b8f3a1c-2d4e-4f60-8a9b-${String(minAmount).padStart(12, '0')}`,
  transferType,
  minAmount,
  maxAmount,
  fee,
  currency: 'KES',
});

/** The seeded tariffs, trimmed (services/api seed-data/bank-prices.ts). */
export const BANK_PRICES: Record<BankPrice['transferType'], BankPrice[]> = {
  MPESA_B2C: [
    tier('MPESA_B2C', 10, 100, 0),
    tier('MPESA_B2C', 101, 500, 7),
    tier('MPESA_B2C', 501, 1_000, 13),
    tier('MPESA_B2C', 1_001, 150_000, 108),
  ],
  PESALINK_PHONE: [tier('PESALINK_PHONE', 10, 500, 0), tier('PESALINK_PHONE', 501, 999_999, 50)],
  PESALINK_ACCOUNT: [
    tier('PESALINK_ACCOUNT', 10, 500, 0),
    tier('PESALINK_ACCOUNT', 501, 999_999, 50),
  ],
  BANK_IFT: [tier('BANK_IFT', 100, 10_000, 10), tier('BANK_IFT', 10_001, 999_999, 20)],
};

/** `{statusCode, code, errorMessage, message}` as the services answer a refusal. */
export const refusal = (statusCode: number, code: string, message: string) => ({
  statusCode,
  code,
  errorMessage: message,
  message,
});
