import { useQuery } from '@tanstack/react-query';
import type {
  BankAccount,
  MobileWallet,
  PesalinkBeneficiary,
} from '@pamoja/contract/beneficiaries';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import type { WithdrawKind } from '../lib/fees';

export const PAYOUT_RECIPIENTS_LABEL = 'wallet.payoutRecipients';

/** A saved place to send money: an id for the account kinds, a phone for the phone kinds. */
export interface PayoutRecipient {
  id: string;
  name: string;
  /** Bank and masked account, or the phone number. */
  detail: string;
  phoneNumber: string | null;
}

const SOURCE: Readonly<Record<WithdrawKind, string>> = {
  mpesa: 'mobile-wallets',
  pesalinkPhone: 'pesalink-beneficiaries',
  pesalinkAccount: 'pesalink-beneficiaries',
  bank: 'bank-accounts',
};

const lastDigits = (accountNumber: string | null) =>
  accountNumber ? `•••• ${accountNumber.slice(-4)}` : '';

function recipientsOf(kind: WithdrawKind, items: unknown[]): PayoutRecipient[] {
  switch (kind) {
    case 'mpesa':
      // M-Pesa pays Safaricom lines, and only wallets whose owner proved the phone is theirs.
      return (items as MobileWallet[])
        .filter((wallet) => wallet.verified && wallet.telcoCode === 'SAFARICOM')
        .map((wallet) => ({
          id: wallet.id,
          name: wallet.name,
          detail: wallet.phoneNumber,
          phoneNumber: wallet.phoneNumber,
        }));
    case 'pesalinkPhone':
      return (items as PesalinkBeneficiary[])
        .filter((item) => item.type === 'PESALINK_PHONE' && item.phoneNumber)
        .map((item) => ({
          id: item.id,
          name: item.name,
          detail: item.phoneNumber ?? '',
          phoneNumber: item.phoneNumber,
        }));
    case 'pesalinkAccount':
      return (items as PesalinkBeneficiary[])
        .filter((item) => item.type === 'PESALINK_BANK')
        .map((item) => ({
          id: item.id,
          name: item.name,
          detail: `${item.bankName ?? ''} ${lastDigits(item.accountNumber)}`.trim(),
          phoneNumber: null,
        }));
    case 'bank':
      return (items as BankAccount[]).map((item) => ({
        id: item.id,
        name: item.accountName,
        detail: `${item.bankName} ${lastDigits(item.accountNumber)}`,
        phoneNumber: null,
      }));
  }
}

/** The saved beneficiaries a withdrawal of this kind can go to (a picker wants them all). */
export async function getPayoutRecipients(
  kind: WithdrawKind,
  signal?: AbortSignal,
): Promise<PayoutRecipient[]> {
  const body = await request<ApiResponse<unknown[]>>({
    method: 'GET',
    url: SOURCE[kind],
    query: { limit: 100 },
    label: PAYOUT_RECIPIENTS_LABEL,
    signal,
  });
  return recipientsOf(kind, body.data);
}

export const payoutRecipientsQueryOptions = (kind: WithdrawKind) => ({
  ...labelQueryOptions(PAYOUT_RECIPIENTS_LABEL, ({ signal }) => getPayoutRecipients(kind, signal), {
    kind,
  }),
  staleTime: 0,
});

export function usePayoutRecipients(kind: WithdrawKind) {
  return useQuery(payoutRecipientsQueryOptions(kind));
}
