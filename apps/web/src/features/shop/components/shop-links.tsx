import { ReceiptText, ShoppingBag, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectCartCount, useCartStore } from '../../../shared/cart/cart-store';

type Place = 'shop' | 'orders' | 'cart';

/** The ways on from a shop page to the others (the cart with how much is in it). */
export function ShopLinks({ to }: { to: readonly Place[] }) {
  const { t } = useTranslation();
  const count = useCartStore(selectCartCount);
  return (
    <div className="d-flex flex-wrap gap-2">
      {to.includes('shop') && (
        <Link to="/shop" className="btn btn-outline-secondary shop-button">
          <ShoppingBag size={16} aria-hidden="true" />
          {t('shop.title')}
        </Link>
      )}
      {to.includes('orders') && (
        <Link to="/orders" className="btn btn-outline-secondary shop-button">
          <ReceiptText size={16} aria-hidden="true" />
          {t('shop.links.orders')}
        </Link>
      )}
      {to.includes('cart') && (
        <Link to="/shop/cart" className="btn btn-primary shop-button">
          <ShoppingCart size={16} aria-hidden="true" />
          {t('shop.links.cart', { count })}
        </Link>
      )}
    </div>
  );
}
