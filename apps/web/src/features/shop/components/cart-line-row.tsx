import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '@pamoja/contract/products';
import { useCartStore } from '../../../shared/cart/cart-store';
import { useMoney } from '../../../shared/format/money';
import { lineTotal, type CartLine } from '../lib/cart-total';
import { ProductImage } from './product-image';
import { QuantityInput } from '../../../shared/ui/quantity-input';
import { MAX_QUANTITY } from '../../../shared/cart/cart-storage';

interface CartLineRowProps {
  line: CartLine;
  /** The product's category, for its picture while it has none. */
  category?: Category;
  /** What a refused checkout said about this product. */
  problem?: string;
  onRemove: (line: CartLine) => void;
}

/** One product in the cart: what it is, how many, what they cost, and a way out of the cart. */
export function CartLineRow({ line, category, problem, onRemove }: CartLineRowProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const setQuantity = useCartStore((state) => state.setQuantity);
  const { item, product, state } = line;
  const name = product?.name ?? t('shop.cart.unknownProduct');
  const problemId = `cart-line-${item.id}-problem`;

  return (
    <li
      className={`list-group-item shop-cart-line ${problem || state === 'unavailable' ? 'is-invalid' : ''}`}
      aria-describedby={problem ? problemId : undefined}
    >
      <ProductImage
        image={product?.image ?? null}
        name={name}
        category={category}
        className="shop-thumb"
      />
      <div className="shop-cart-info">
        {state === 'loading' ? (
          <p className="placeholder-glow mb-1" aria-busy="true">
            <span className="placeholder col-8" />
            <span className="visually-hidden">{t('common.loading')}</span>
          </p>
        ) : (
          <p className="fw-semibold mb-1">
            {product ? <Link to={`/shop/${product.id}`}>{product.name}</Link> : name}
          </p>
        )}
        {product && (
          <p className="small text-body-secondary mb-0">
            {product.price === null
              ? t('shop.product.noPrice')
              : t('shop.cart.unitPrice', { price: money(product.price) })}
          </p>
        )}
        {state === 'unavailable' && !problem && (
          <p className="small text-danger mb-0">{t('shop.cart.unavailable')}</p>
        )}
        {problem && (
          <p id={problemId} className="small text-danger mb-0" data-testid="cart-line-problem">
            {problem}
          </p>
        )}
      </div>
      <div className="shop-cart-controls">
        <QuantityInput
          size="sm"
          value={item.quantity}
          onChange={(quantity) => setQuantity(item.id, quantity)}
          label={t('shop.quantity.of', { name })}
          max={MAX_QUANTITY}
        />
        <span className="shop-cart-amount fw-semibold" data-testid="cart-line-total">
          {product?.price != null ? money(lineTotal(product.price, item.quantity)) : '—'}
        </span>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          aria-label={t('shop.cart.remove', { name })}
          onClick={() => onRemove(line)}
        >
          <Trash2 size={14} aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
