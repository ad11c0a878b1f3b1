import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useCart } from '../api/list-cart';
import { removeFromCart } from '../api/remove-from-cart';
import { refreshShop } from '../api/shop-labels';
import { CartStep } from '../components/cart-step';
import { CheckoutStepper } from '../components/checkout-stepper';
import type { CheckoutStep } from '../components/checkout-stepper';
import { ShopHeader } from '../components/shop-header';
import { cartTotals } from '../lib/cart-totals';
import type { AddressValues } from '../lib/checkout-schemas';
import { SHOP_PATH } from '../lib/shop-paths';
import '../shop.scss';

// The address and payment forms (and zod with them) load when the shopper gets there: the page
// opens on the cart, and stays within its JavaScript budget (docs/web-app.md, Budgets).
const AddressStep = lazy(() =>
  import('../components/address-step').then(({ AddressStep }) => ({ default: AddressStep })),
);
const PaymentStep = lazy(() =>
  import('../components/payment-step').then(({ PaymentStep }) => ({ default: PaymentStep })),
);

function StepLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="d-flex align-items-center gap-2 text-body-secondary">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      {t('common.loading')}
    </p>
  );
}

/**
 * `/apps/ecommerce/checkout`: cart → address → payment. Quantities changed here are the
 * checkout's own (the mock's cart only adds and removes); placing the order empties the cart.
 */
export function CheckoutRoute() {
  const { t } = useTranslation('demo-shop');
  const queryClient = useQueryClient();
  const cart = useCart();
  const [step, setStep] = useState<CheckoutStep>('cart');
  const [address, setAddress] = useState<AddressValues | null>(null);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(false);
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After a step change the focus goes to the new step's title, not back to the page's top.
  useEffect(() => {
    if (moved.current) stepTitle.current?.focus();
    moved.current = true;
  }, [step, placed]);

  const lines = cart.data?.products ?? [];
  const reachable = new Set<CheckoutStep>(
    lines.length === 0 ? ['cart'] : address ? ['cart', 'address', 'payment'] : ['cart', 'address'],
  );
  const current = reachable.has(step) ? step : 'cart';

  const place = async () => {
    setPlacing(true);
    try {
      await Promise.all(lines.map((line) => removeFromCart(line.id)));
      setPlaced(true);
    } finally {
      setPlacing(false);
      await refreshShop(queryClient);
    }
  };

  return (
    <section className="shop-page">
      <ShopHeader title={t('checkout.title')} />
      {placed ? (
        <div className="card">
          <div className="card-body text-center">
            <h2 ref={stepTitle} tabIndex={-1} className="h4">
              {t('checkout.placedTitle')}
            </h2>
            <p>{t('checkout.placedText', { name: address?.fullName ?? '' })}</p>
            <Link to={SHOP_PATH} className="btn btn-primary">
              {t('checkout.continue')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <CheckoutStepper current={current} reachable={reachable} onStep={setStep} />
          <h2 ref={stepTitle} tabIndex={-1} className="h5 mb-3">
            {t(`checkout.step.${current}.title`)}
          </h2>
          <Suspense fallback={<StepLoading />}>
            <QueryStatus query={cart}>
              {() =>
                lines.length === 0 ? (
                  <div className="alert alert-info" role="status">
                    <p className="mb-2">{t('checkout.empty')}</p>
                    <Link to={SHOP_PATH} className="alert-link">
                      {t('wishlist.browse')}
                    </Link>
                  </div>
                ) : current === 'cart' ? (
                  <CartStep
                    lines={lines}
                    quantities={quantities}
                    onQty={(id, qty) => setQuantities((all) => ({ ...all, [id]: qty }))}
                    onNext={() => setStep('address')}
                  />
                ) : current === 'address' || !address ? (
                  <AddressStep
                    saved={address}
                    onSave={(saved) => {
                      setAddress(saved);
                      setStep('payment');
                    }}
                  />
                ) : (
                  <PaymentStep
                    address={address}
                    totals={cartTotals(lines, quantities)}
                    pending={placing}
                    onPlace={() => void place()}
                  />
                )
              }
            </QueryStatus>
          </Suspense>
        </>
      )}
    </section>
  );
}
