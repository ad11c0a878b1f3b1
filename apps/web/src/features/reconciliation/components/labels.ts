import type { TFunction } from 'i18next';
import type { ReconciliationCause } from '@pamoja/contract/reconciliation';

/** "Withdrawal to M-Pesa" for MPESA_B2C, the transactions screen's words; else as the server names it. */
export function typeLabel(t: TFunction, type: string): string {
  return t(`wallet.transactions.types.${type}`, { defaultValue: type.replaceAll('_', ' ') });
}

/** "M-Pesa" for mpesa; a provider we have no name for shows as the server names it. */
export function providerLabel(t: TFunction, provider: string): string {
  return t(`reconciliation.providers.${provider}`, { defaultValue: provider });
}

/**
 * Why a transaction has no provider reference: it never reached the provider, or (an unmatched
 * answer) it did and the reference was lost before it was saved.
 */
export function missingReferenceLabel(t: TFunction, cause: ReconciliationCause): string {
  return t(
    cause === 'UNMATCHED_ANSWER' ? 'reconciliation.referenceLost' : 'reconciliation.neverReached',
  );
}
