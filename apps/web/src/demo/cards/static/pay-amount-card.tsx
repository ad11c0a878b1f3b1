import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '../components/demo-card';
import { Facts } from '../components/facts';
import { useFigures } from '../lib/figures';

/** Pay Amount (advance): what is due, the card it goes on, and a payment that says it is done. */
export function PayAmountCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const [paid, setPaid] = useState(false);
  return (
    <DemoCard title={t('demoDashboards.pay.title')}>
      <p className="demo-figure text-primary-emphasis mb-3">{figures.dollars(455.6)}</p>
      <Facts
        className="mb-3"
        items={[
          { label: t('demoDashboards.pay.card'), value: 'Mastercard •••• 4887' },
          { label: t('demoDashboards.pay.name'), value: 'Curtis Stone' },
          { label: t('demoDashboards.pay.expiry'), value: '08/28' },
        ]}
      />
      <button
        type="button"
        className="btn btn-primary"
        disabled={paid}
        onClick={() => setPaid(true)}
      >
        {t('demoDashboards.pay.action')}
      </button>
      <p role="status" className="small text-success-emphasis mt-2 mb-0">
        {paid ? t('demoDashboards.pay.done') : ''}
      </p>
    </DemoCard>
  );
}
