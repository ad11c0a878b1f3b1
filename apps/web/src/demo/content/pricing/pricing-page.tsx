import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { usePricing } from '../api/get-pricing';
import { QaAccordion } from '../components/qa-accordion';
import { PricingCard } from './pricing-card';
import './pricing.scss';

/** `/pages/pricing`: the plans with a monthly/annual switch, a free-trial banner, questions. */
export function PricingRoute() {
  const { t } = useTranslation('demo-content');
  useDocumentTitle(t('pricing.title'));
  const query = usePricing();
  const [annual, setAnnual] = useState(false);
  const switchId = useId();
  return (
    <div className="pricing-page">
      <header className="text-center mb-4">
        <h1 className="h2">{t('pricing.title')}</h1>
        <p className="text-body-secondary mb-3">{t('pricing.intro')}</p>
        <div className="d-inline-flex align-items-center gap-2">
          <span aria-hidden="true" className={annual ? 'text-body-secondary' : 'fw-semibold'}>
            {t('pricing.monthly')}
          </span>
          <div className="form-check form-switch mb-0">
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={annual}
              onChange={(event) => setAnnual(event.target.checked)}
            />
            <label className={`form-check-label ${annual ? 'fw-semibold' : ''}`} htmlFor={switchId}>
              {t('pricing.annually')}
            </label>
          </div>
        </div>
      </header>
      <QueryStatus query={query}>
        {(pricing) => (
          <>
            <div className="row g-4 mb-5">
              {[pricing.basicPlan, pricing.standardPlan, pricing.enterprisePlan].map((plan) => (
                <div className="col-12 col-lg-4" key={plan.title}>
                  <PricingCard plan={plan} annual={annual} current={plan.monthlyPrice === 0} />
                </div>
              ))}
            </div>
            <section className="card bg-primary-subtle mb-5" aria-labelledby="pricing-trial">
              <div className="card-body text-center py-4">
                <h2 id="pricing-trial" className="h4">
                  {t('pricing.trialTitle')}
                </h2>
                <p className="mb-3">{t('pricing.trialText')}</p>
                <button type="button" className="btn btn-primary">
                  {t('pricing.trialButton')}
                </button>
              </div>
            </section>
            <section aria-labelledby="pricing-faq">
              <h2 id="pricing-faq" className="h4 text-center">
                {t('pricing.faqTitle')}
              </h2>
              <p className="text-center text-body-secondary">{t('pricing.faqIntro')}</p>
              <QaAccordion items={pricing.qandA} openFirst />
            </section>
          </>
        )}
      </QueryStatus>
    </div>
  );
}
