import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DirectoryUser } from '../../mock/schemas/directory-user-schema';
import '../users.scss';

/** The plans' monthly prices in dollars (the demo's own figures). */
export const PLAN_PRICES: Record<DirectoryUser['currentPlan'], number> = {
  basic: 0,
  team: 49,
  company: 79,
  enterprise: 99,
};

const DAYS_USED = 26;
const DAYS_IN_PERIOD = 30;

/** The view page's plan card: the plan, its price, what it gives, and the days used. */
export function UserPlanCard({ user }: { user: DirectoryUser }) {
  const { t, i18n } = useTranslation('demo-users');
  const price = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(PLAN_PRICES[user.currentPlan]);
  const percent = Math.round((DAYS_USED / DAYS_IN_PERIOD) * 100);
  return (
    <section className="card border-primary" aria-labelledby="user-plan-title">
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          <h2 id="user-plan-title" className="h5 mb-0">
            <span className="badge bg-primary-subtle text-primary-emphasis fs-6">
              {t(`plans.${user.currentPlan}`)}
            </span>
          </h2>
          <p className="mb-0">
            <span className="h3 text-primary-emphasis">{price}</span>
            <span className="text-body-secondary"> / {t('view.month')}</span>
          </p>
        </div>
        <ul className="ps-3">
          <li>{t('view.feature1')}</li>
          <li>{t('view.feature2')}</li>
          <li>{t('view.feature3')}</li>
        </ul>
        <div className="d-flex justify-content-between small fw-semibold mb-1">
          <span id="user-plan-days">{t('view.days')}</span>
          <span>{t('view.daysOf', { used: DAYS_USED, total: DAYS_IN_PERIOD })}</span>
        </div>
        <div
          className="progress mb-1"
          role="progressbar"
          aria-labelledby="user-plan-days"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          style={{ height: '0.5rem' }}
        >
          <div className="progress-bar" style={{ width: `${percent}%` }} />
        </div>
        <p className="small text-body-secondary">
          {t('view.daysLeft', { days: DAYS_IN_PERIOD - DAYS_USED })}
        </p>
        <Link to="/pages/pricing" className="btn btn-primary w-100">
          {t('view.upgrade')}
        </Link>
      </div>
    </section>
  );
}
