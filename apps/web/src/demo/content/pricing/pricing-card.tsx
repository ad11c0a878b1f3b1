import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/money';
import type { PricingPlan } from '../../mock/schemas/pricing-schema';

interface PricingCardProps {
  plan: PricingPlan;
  annual: boolean;
  current: boolean;
  /** 3 inside a dialog, whose title is the h2. */
  headingLevel?: 2 | 3;
}

/** One plan: its price for the chosen period (a year's total under the monthly figure). */
export function PricingCard({ plan, annual, current, headingLevel = 2 }: PricingCardProps) {
  const { t } = useTranslation('demo-content');
  const money = useMoney();
  const perMonth = annual ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={`card h-100 pricing-card ${plan.popular ? 'border-primary' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="card-body d-flex flex-column text-center">
        {plan.popular && (
          <span className="badge text-bg-primary pricing-popular">{t('pricing.popular')}</span>
        )}
        <img src={plan.img} alt="" width={100} height={100} className="mx-auto mb-3 rounded" />
        <Heading id={headingId} className="h4 mb-1">
          {plan.title}
        </Heading>
        <p className="text-body-secondary">{plan.subtitle}</p>
        <p className="mb-0" data-testid={`price-${plan.title}`}>
          <span className="display-6 fw-semibold text-primary-emphasis">
            {money(perMonth, 'USD')}
          </span>
          <span className="text-body-secondary"> {t('pricing.perMonth')}</span>
        </p>
        <p className="small text-body-secondary" aria-live="polite">
          {annual && plan.yearlyPlan.totalAnnual > 0
            ? t('pricing.perYear', { amount: money(plan.yearlyPlan.totalAnnual, 'USD') })
            : ' '}
        </p>
        <ul className="list-unstyled text-start my-3 flex-grow-1">
          {plan.planBenefits.map((benefit) => (
            <li key={benefit} className="d-flex gap-2 mb-2">
              <Check size={18} className="text-success flex-shrink-0" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
        {current ? (
          <button type="button" className="btn btn-success" disabled>
            {t('pricing.currentPlan')}
          </button>
        ) : (
          <button
            type="button"
            className={`btn ${plan.popular ? 'btn-primary' : 'btn-outline-primary'}`}
          >
            {t('pricing.upgrade', { plan: plan.title })}
          </button>
        )}
      </div>
    </section>
  );
}
