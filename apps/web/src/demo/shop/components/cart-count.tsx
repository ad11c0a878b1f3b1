import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCart } from '../api/list-cart';
import { CHECKOUT_PATH } from '../lib/shop-paths';

/** The cart's count on every shop page, a link to the checkout; it updates after each change. */
export function CartCount() {
  const { t } = useTranslation('demo-shop');
  const cart = useCart();
  const count = cart.data?.products.length;
  return (
    <Link to={CHECKOUT_PATH} className="btn btn-outline-primary shop-cart-count">
      <ShoppingCart size={16} aria-hidden="true" />
      <span>{t('nav.cart')}</span>
      <span className="badge rounded-pill text-bg-primary" aria-live="polite">
        {count === undefined ? '…' : count}
        <span className="visually-hidden"> {t('nav.cartItems', { count: count ?? 0 })}</span>
      </span>
    </Link>
  );
}
