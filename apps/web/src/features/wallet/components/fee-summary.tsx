import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/money';

interface FeeSummaryProps {
  amount: number;
  fee: number;
  currency: string;
  /** What stays available after the withdrawal, when known. */
  availableAfter?: number;
}

/** Amount, fee and what leaves the wallet in total: shown before anyone confirms. */
export function FeeSummary({ amount, fee, currency, availableAfter }: FeeSummaryProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <dl className="wallet-facts mb-0" aria-label={t('wallet.withdraw.summary')}>
      <dt>{t('wallet.amount')}</dt>
      <dd>{money(amount, currency)}</dd>
      <dt>{t('wallet.withdraw.fee')}</dt>
      <dd data-testid="withdraw-fee">
        {fee === 0 ? t('wallet.withdraw.free') : money(fee, currency)}
      </dd>
      <dt>{t('wallet.withdraw.total')}</dt>
      <dd className="fw-semibold" data-testid="withdraw-total">
        {money(amount + fee, currency)}
      </dd>
      {availableAfter !== undefined && (
        <>
          <dt>{t('wallet.withdraw.availableAfter')}</dt>
          <dd>{money(availableAfter, currency)}</dd>
        </>
      )}
    </dl>
  );
}
