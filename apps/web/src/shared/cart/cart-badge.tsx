import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../session/session-store';
import { allows, useAbility } from '../session/use-ability';
import { selectCartCount, useCartStore } from './cart-store';
import './cart-badge.scss';

// The shop's own entry in app/access.ts: shared code cannot read the app's table.
const SHOP_ACCESS = ['read', 'Product'] as const;

/** The cart in the navbar, with how many pieces it holds; only for those who may shop. */
export function CartBadge() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => state.userData !== null);
  const ability = useAbility();
  const count = useCartStore(selectCartCount);
  if (!signedIn || !allows(ability, SHOP_ACCESS)) return null;
  return (
    <Link
      to="/shop/cart"
      className="btn btn-icon cart-badge"
      aria-label={t('shop.cart.badge', { count })}
      data-testid="cart-badge"
    >
      <ShoppingCart size={20} aria-hidden="true" />
      {count > 0 && (
        <span className="cart-badge-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
