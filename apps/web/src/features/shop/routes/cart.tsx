import { lazy, Suspense, useCallback, useState } from 'react';
import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@pamoja/contract/orders';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useIdempotencyKey } from '../../../shared/http/idempotency';
import { useSessionStore } from '../../../shared/session/session-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useCategories } from '../api/list-categories';
import { CartLineRow } from '../components/cart-line-row';
import { CartSummary } from '../components/cart-summary';
import { OrderWatcher } from '../components/order-watcher';
import { ShopLinks } from '../components/shop-links';
import { useCartLines } from '../hooks/use-cart-lines';
import { useSettlePaidOrder } from '../hooks/use-settle-paid-order';
import { cartTotal, checkoutBlock, type CartLine } from '../lib/cart-total';
import type { CheckoutRefusal } from '../lib/checkout-refusal';
import '../shop.scss';

// The checkout dialog (M-Pesa, the PIN prompt wait) loads when the member checks out: the cart
// stays within its JavaScript budget.
const CheckoutDialog = lazy(async () => ({
  default: (await import('../components/checkout-dialog')).CheckoutDialog,
}));

interface CartRouteProps {
  /** Timings of the order's polling; the defaults suit M-Pesa, tests shorten them. */
  timing?: { pollIntervalMs?: number; pollTimeoutMs?: number; watchIntervalMs?: number };
}

const NO_REFUSAL: CheckoutRefusal = { products: {}, general: [] };

/** `/shop/cart`: the cart's lines, their total, and the checkout paid with M-Pesa. */
export function CartRoute({ timing = {} }: CartRouteProps) {
  const { t } = useTranslation();
  const userData = useSessionStore((state) => state.userData);
  const remove = useCartStore((state) => state.remove);
  const lines = useCartLines();
  const categories = useCategories();
  const settlePaid = useSettlePaidOrder();
  // Here, not in the dialog: closing and reopening it must not turn a retry into a new payment.
  const idempotency = useIdempotencyKey();
  const [checkingOut, setCheckingOut] = useState(false);
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const [refusal, setRefusal] = useState<CheckoutRefusal>(NO_REFUSAL);
  // Orders closed while M-Pesa was still asking the phone: watched until they settle.
  const [watching, setWatching] = useState<Order[]>([]);
  const stopWatching = useCallback(
    (id: string) => setWatching((list) => list.filter((item) => item.id !== id)),
    [],
  );
  useDocumentTitle(t('shop.cart.title'));

  const total = cartTotal(lines);
  const count = lines.reduce((sum, line) => sum + line.item.quantity, 0);
  const block = checkoutBlock(lines);
  const items = lines.map(({ item }) => ({ productId: item.productId, quantity: item.quantity }));
  const nameOf = (productId: string) =>
    lines.find((line) => line.item.productId === productId)?.product?.name ??
    t('shop.cart.unknownProduct');
  // The server names a product it does not sell here by its id alone: say it in words.
  const problemOf = (productId: string) => {
    const message = refusal.products[productId];
    return message?.includes(productId) ? t('shop.cart.notSoldToYou') : message;
  };
  const refusedProducts = Object.keys(refusal.products).filter((productId) =>
    lines.some((line) => line.item.productId === productId),
  );

  return (
    <section aria-labelledby="cart-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <Link to="/shop" className="btn btn-sm btn-link px-0">
          <ArrowLeft size={14} aria-hidden="true" className="me-1" />
          {t('shop.cart.continue')}
        </Link>
        <ShopLinks to={['orders']} />
      </div>
      <h1 id="cart-title" className="h3 mb-4">
        {t('shop.cart.title')}
      </h1>
      {(refusedProducts.length > 0 || refusal.general.length > 0) && (
        <div className="alert alert-danger" role="alert" data-testid="checkout-refused">
          <p className="fw-semibold mb-1">{t('shop.cart.refused')}</p>
          <ul className="mb-0 ps-3">
            {refusedProducts.map((productId) => (
              <li key={productId}>
                {t('shop.cart.refusedProduct', {
                  name: nameOf(productId),
                  message: problemOf(productId),
                })}
              </li>
            ))}
            {refusal.general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {lines.length === 0 ? (
        <div className="card">
          <div className="card-body text-center py-5">
            <ShoppingBag size={40} className="text-body-secondary mb-3" aria-hidden="true" />
            <p className="mb-3">{t('shop.cart.empty')}</p>
            <Link to="/shop" className="btn btn-primary">
              {t('shop.cart.browse')}
            </Link>
          </div>
        </div>
      ) : (
        <div className="row g-4">
          <div className="col-lg-8">
            <ul className="list-group shop-cart" aria-label={t('shop.cart.lines')}>
              {lines.map((line) => (
                <CartLineRow
                  key={line.item.id}
                  line={line}
                  category={categories.data?.find(
                    (category) => category.id === line.product?.categoryId,
                  )}
                  problem={problemOf(line.item.productId)}
                  onRemove={setRemoving}
                />
              ))}
            </ul>
          </div>
          <div className="col-lg-4">
            <CartSummary
              count={count}
              total={total}
              block={block}
              onCheckout={() => {
                setRefusal(NO_REFUSAL);
                setCheckingOut(true);
              }}
            />
          </div>
        </div>
      )}
      {checkingOut && (
        <Suspense fallback={null}>
          <CheckoutDialog
            show={checkingOut}
            onHide={(stillPending) => {
              setCheckingOut(false);
              if (stillPending) setWatching((list) => [...list, stillPending]);
            }}
            phoneNumber={userData?.phoneNumber ?? ''}
            items={items}
            count={count}
            total={total}
            idempotency={idempotency}
            onRefused={setRefusal}
            onPaid={settlePaid}
            pollIntervalMs={timing.pollIntervalMs}
            pollTimeoutMs={timing.pollTimeoutMs}
          />
        </Suspense>
      )}
      {watching.map((order) => (
        <OrderWatcher
          key={order.id}
          order={order}
          intervalMs={timing.watchIntervalMs}
          onPaid={settlePaid}
          onSettled={stopWatching}
        />
      ))}
      <ConfirmDialog
        show={removing !== null}
        title={t('shop.cart.removeTitle', {
          name: removing?.product?.name ?? t('shop.cart.unknownProduct'),
        })}
        confirmLabel={t('shop.cart.removeConfirm')}
        onConfirm={() => {
          if (removing) remove(removing.item.id);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      >
        {t('shop.cart.removeText')}
      </ConfirmDialog>
    </section>
  );
}
