import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { QueryStatus } from '../../../shared/ui/query-status';
import { usePricing } from '../api/get-pricing';
import { PricingCard } from '../pricing/pricing-card';
import '../pricing/pricing.scss';
import type { ModalProps } from './form-modals';

/** The pricing plans in a dialog, with the same monthly/annual switch as the pricing page. */
export function PricingModal({ show, onClose }: ModalProps) {
  const { t } = useTranslation('demo-content');
  const query = usePricing();
  const [annual, setAnnual] = useState(false);
  const id = useId();
  return (
    <FormDialog show={show} title={t('modals.pricing.title')} onHide={onClose} size="lg">
      <div className="form-check form-switch mb-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={annual}
          onChange={(event) => setAnnual(event.target.checked)}
        />
        <label htmlFor={id} className="form-check-label">
          {t('pricing.annually')}
        </label>
      </div>
      <QueryStatus query={query}>
        {(pricing) => (
          <div className="row g-3">
            {[pricing.basicPlan, pricing.standardPlan, pricing.enterprisePlan].map((plan) => (
              <div className="col-md-4" key={plan.title}>
                <PricingCard
                  plan={plan}
                  annual={annual}
                  current={plan.monthlyPrice === 0}
                  headingLevel={3}
                />
              </div>
            ))}
          </div>
        )}
      </QueryStatus>
    </FormDialog>
  );
}
