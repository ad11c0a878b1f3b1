import { useTranslation } from 'react-i18next';
import type { DirectoryUser } from '../../mock/schemas/directory-user-schema';
import { billingKey } from '../lib/user-options';
import { PLAN_PRICES } from './user-plan-card';

const CARDS: [string, string, string][] = [
  ['Mastercard', '•••• 9856', '12/26'],
  ['Visa', '•••• 4230', '02/27'],
];

/** Current plan, payment methods and billing address, from the user where the demo has it. */
export function BillingTab({ user }: { user: DirectoryUser }) {
  const { t } = useTranslation('demo-users');
  const address: [string, string][] = [
    [t('billingTab.company'), user.company],
    [t('billingTab.email'), user.email],
    [t('billingTab.contact'), user.contact],
    [t('billingTab.country'), user.country],
    [t('billingTab.method'), t(`billing.${billingKey(user.billing)}`)],
  ];
  return (
    <div className="d-grid gap-3 pt-3">
      <section className="card" aria-labelledby="user-current-plan">
        <div className="card-body">
          <h2 id="user-current-plan" className="h5">
            {t('billingTab.currentPlan')}
          </h2>
          <p className="mb-1">
            {t('billingTab.planIs', {
              plan: t(`plans.${user.currentPlan}`),
              price: PLAN_PRICES[user.currentPlan],
            })}
          </p>
          <p className="mb-0 small text-body-secondary">{t('billingTab.renews')}</p>
        </div>
      </section>
      <section className="card" aria-labelledby="user-payment-methods">
        <div className="card-body">
          <h2 id="user-payment-methods" className="h5">
            {t('billingTab.paymentMethods')}
          </h2>
          <ul className="list-unstyled d-grid gap-2 mb-0">
            {CARDS.map(([brand, number, expiry]) => (
              <li
                key={number}
                className="border rounded p-3 d-flex flex-wrap justify-content-between gap-2"
              >
                <span className="fw-semibold">
                  {brand} {number}
                </span>
                <span className="small text-body-secondary">
                  {t('billingTab.expires', { date: expiry })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="card" aria-labelledby="user-billing-address">
        <div className="card-body">
          <h2 id="user-billing-address" className="h5">
            {t('billingTab.address')}
          </h2>
          <dl className="row mb-0">
            {address.map(([label, value]) => (
              <div key={label} className="col-12 col-md-6 mb-1 user-shrink">
                <dt className="d-inline fw-semibold">{label}:</dt>{' '}
                <dd className="d-inline">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </div>
  );
}
