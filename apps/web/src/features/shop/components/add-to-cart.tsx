import { useId } from 'react';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@pamoja/contract/products';
import { useCartStore } from '../../../shared/cart/cart-store';

interface AddToCartProps {
  product: Product;
  quantity?: number;
  className?: string;
}

/**
 * "Add to cart", or why not: only priced products can be paid for, so an unpriced one says so
 * under a disabled button. Once in the cart, the count there and a way to it.
 */
export function AddToCart({ product, quantity = 1, className = '' }: AddToCartProps) {
  const { t } = useTranslation();
  const id = useId();
  const add = useCartStore((state) => state.add);
  const inCart = useCartStore(
    (state) => state.items.find((item) => item.productId === product.id)?.quantity ?? 0,
  );
  const unpriced = product.price === null;

  return (
    <div className={`shop-add ${className}`.trim()}>
      <button
        type="button"
        className="btn btn-primary btn-sm shop-button"
        disabled={unpriced}
        aria-describedby={`${id}-note`}
        aria-label={t('shop.add.label', { name: product.name })}
        onClick={() => add(product.id, quantity)}
      >
        <ShoppingCart size={16} aria-hidden="true" />
        {t('shop.add.button')}
      </button>
      {/* Polite: the count after each click is heard without moving the focus. */}
      <p id={`${id}-note`} className="small text-body-secondary mb-0 mt-2" aria-live="polite">
        {unpriced ? (
          t('shop.add.unpriced')
        ) : inCart > 0 ? (
          <>
            {t('shop.add.inCart', { count: inCart })}{' '}
            <Link to="/shop/cart">{t('shop.add.viewCart')}</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
