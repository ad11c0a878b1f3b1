import { useTranslation } from 'react-i18next';
import type { ReconciliationOutcome } from '@pamoja/contract/reconciliation';

// The transactions' own colours: paid as SUCCESS, not paid as FAILED.
const TONE: Readonly<Record<ReconciliationOutcome, string>> = {
  PAID: 'text-bg-success',
  FAILED: 'text-bg-danger',
};

/** A decision, by colour and in words (colour alone says nothing to some readers). */
export function OutcomeBadge({ outcome }: { outcome: ReconciliationOutcome }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${TONE[outcome]}`} data-outcome={outcome}>
      {t(`reconciliation.outcome.${outcome}`)}
    </span>
  );
}
