import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartTotals } from '../lib/cart-totals';
import { useDollars } from '../lib/use-dollars';

/** The checkout's "Price Details": bag total, discounts, delivery and what is paid. */
export function PriceDetails({ totals, children }: { totals: CartTotals; children?: ReactNode }) {
  const { t } = useTranslation('demo-shop');
  const dollars = useDollars();
  return (
    <section className="card" aria-labelledby="shop-price-details">
      <div className="card-body">
        <h3 id="shop-price-details" className="h6 mb-3">
          {t('checkout.price.title')}
        </h3>
        <dl className="shop-price-details mb-3" data-testid="price-details">
          <dt>{t('checkout.price.bagTotal', { count: totals.items })}</dt>
          <dd>{dollars(totals.bagTotal)}</dd>
          <dt>{t('checkout.price.discount')}</dt>
          <dd className="text-success-emphasis">−{dollars(totals.discount)}</dd>
          <dt>{t('checkout.price.delivery')}</dt>
          <dd>{totals.delivery === 0 ? t('checkout.price.free') : dollars(totals.delivery)}</dd>
          <dt className="fw-semibold">{t('checkout.price.total')}</dt>
          <dd className="fw-semibold" data-testid="order-total">
            {dollars(totals.total)}
          </dd>
        </dl>
        {children}
      </div>
    </section>
  );
}
