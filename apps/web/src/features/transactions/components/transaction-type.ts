import type { TFunction } from 'i18next';
import type { WalletTransaction } from '@pamoja/contract/wallet';

/** "M-Pesa top-up" for MPESA_TOPUP; an unknown type shows as the server names it. */
export function typeLabel(t: TFunction, type: string): string {
  return t(`wallet.transactions.types.${type}`, { defaultValue: type.replaceAll('_', ' ') });
}

/** Who the money went to or came from, as well as the row can say it. */
export function counterparty(transaction: WalletTransaction): string {
  return transaction.beneficiaryName ?? transaction.phoneNumber ?? '—';
}
