import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MPESA_LIMITS } from '@pamoja/contract/mpesa-limits';
import { useMoney } from '../../../shared/format/money';
import type { CheckoutBlock } from '../lib/cart-total';

interface CartSummaryProps {
  count: number;
  total: number;
  block: CheckoutBlock;
  onCheckout: () => void;
}

/** The total and the way to pay it, or what must change first. */
export function CartSummary({ count, total, block, onCheckout }: CartSummaryProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="card shop-summary" aria-labelledby="cart-summary-title">
      <div className="card-body">
        <h2 id="cart-summary-title" className="h5">
          {t('shop.cart.summary')}
        </h2>
        <dl className="shop-facts mb-3">
          <dt>{t('shop.cart.pieces')}</dt>
          <dd>{count}</dd>
          <dt className="fs-5 text-body">{t('shop.cart.total')}</dt>
          <dd className="fs-5 fw-semibold" data-testid="cart-total">
            {money(total)}
          </dd>
        </dl>
        <button
          type="button"
          className="btn btn-primary w-100 shop-button justify-content-center"
          disabled={block !== null}
          aria-describedby="cart-checkout-note"
          onClick={onCheckout}
        >
          <CreditCard size={16} aria-hidden="true" />
          {t('shop.cart.checkout')}
        </button>
        <p
          id="cart-checkout-note"
          className={`small mt-2 mb-0 ${block && block !== 'loading' ? 'text-danger' : 'text-body-secondary'}`}
        >
          {block && block !== 'empty'
            ? t(`shop.cart.block.${block}`, {
                max: money(MPESA_LIMITS.max),
                total: money(total),
              })
            : t('shop.cart.payNote')}
        </p>
      </div>
    </section>
  );
}
