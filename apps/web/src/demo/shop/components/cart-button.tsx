import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListedProduct } from '../../mock/schemas/shop-schema';
import { useAddToCart } from '../api/add-to-cart';
import { CHECKOUT_PATH } from '../lib/shop-paths';

interface CartButtonProps {
  product: ListedProduct;
  /** Pieces to add (the detail page's quantity); 1 otherwise. */
  qty?: number;
  className?: string;
}

/** "Add to cart", or once the product is in it, "View in cart" (a link to the checkout). */
export function CartButton({ product, qty = 1, className = 'btn btn-primary' }: CartButtonProps) {
  const { t } = useTranslation('demo-shop');
  const add = useAddToCart();
  if (product.isInCart) {
    return (
      <Link to={CHECKOUT_PATH} className={`${className} shop-cart-button`}>
        <ShoppingCart size={16} aria-hidden="true" />
        <span>{t('actions.viewInCart')}</span>
        <span className="visually-hidden">: {product.name}</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={`${className} shop-cart-button`}
      disabled={add.isPending}
      onClick={() => add.mutate({ productId: product.id, qty })}
    >
      {add.isPending ? (
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      ) : (
        <ShoppingCart size={16} aria-hidden="true" />
      )}
      <span>{t('actions.addToCart')}</span>
      <span className="visually-hidden">: {product.name}</span>
    </button>
  );
}
