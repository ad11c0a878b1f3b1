import type { TFunction } from 'i18next';

/** "Withdrawal to M-Pesa" for MPESA_B2C, the transactions screen's words; else as the server names it. */
export function typeLabel(t: TFunction, type: string): string {
  return t(`wallet.transactions.types.${type}`, { defaultValue: type.replaceAll('_', ' ') });
}

/** "M-Pesa" for mpesa; a provider we have no name for shows as the server names it. */
export function providerLabel(t: TFunction, provider: string): string {
  return t(`reconciliation.providers.${provider}`, { defaultValue: provider });
}
