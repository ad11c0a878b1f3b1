import { Tag, Trash2, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartLine } from '../../mock/schemas/shop-schema';
import { productPath } from '../lib/shop-paths';
import { useDollars } from '../lib/use-dollars';
import { ProductPicture } from './product-picture';
import { QuantityInput } from '../../../shared/ui/quantity-input';
import { RatingStars } from './rating-stars';
import { WishlistButton } from './wishlist-button';
import { MAX_QUANTITY } from '../lib/cart-totals';

interface CartLineItemProps {
  line: CartLine;
  qty: number;
  onQty: (qty: number) => void;
  onRemove: () => void;
}

/** One line of the cart step: its offers, discount and shipping date as the mock drew them. */
export function CartLineItem({ line, qty, onQty, onRemove }: CartLineItemProps) {
  const { t, i18n } = useTranslation('demo-shop');
  const dollars = useDollars();
  const headingId = `shop-cart-line-${line.id}`;
  // The mock's ISO day, read as a local date so the shown day is the one it names.
  const delivery = new Date(`${line.shippingDate}T00:00:00`).toLocaleDateString(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return (
    <article
      className="card mb-3 shop-cart-line"
      aria-labelledby={headingId}
      data-testid="cart-line"
    >
      <div className="card-body d-flex flex-wrap gap-3">
        <ProductPicture product={line} className="shop-cart-picture" />
        <div className="flex-grow-1 shop-shrink">
          <h3 id={headingId} className="h6 mb-1">
            <Link to={productPath(line.slug)} className="shop-card-link">
              {line.name}
            </Link>
          </h3>
          <p className="small text-body-secondary mb-1">{t('product.by', { brand: line.brand })}</p>
          <RatingStars rating={line.rating} />
          <p className="small text-success-emphasis mb-1 mt-1">{t('detail.inStock')}</p>
          <p className="small mb-1 d-flex align-items-center gap-1">
            <Truck size={14} aria-hidden="true" />
            {t('checkout.deliveryBy', { date: delivery })}
          </p>
          <p className="small text-success-emphasis mb-2 d-flex align-items-center gap-1">
            <Tag size={14} aria-hidden="true" />
            {t('checkout.offers', { count: line.offers })}
          </p>
          <div className="shop-line-quantity">
            <QuantityInput
              value={qty}
              onChange={onQty}
              label={t('quantity.of', { name: line.name })}
              max={MAX_QUANTITY}
            />
          </div>
        </div>
        <div className="shop-line-side text-md-end">
          <p className="h5 mb-1">{dollars(line.price)}</p>
          <p className="mb-1">
            <span className="badge rounded-pill text-bg-success">
              {t('checkout.discount', { percent: line.discountPercentage })}
            </span>
          </p>
          {line.hasFreeShipping && (
            <p className="small text-body-secondary mb-2">{t('product.freeShipping')}</p>
          )}
          <div className="d-flex flex-wrap gap-2 justify-content-md-end">
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onRemove}>
              <Trash2 size={14} aria-hidden="true" />
              <span>{t('checkout.remove')}</span>
              <span className="visually-hidden">: {line.name}</span>
            </button>
            <WishlistButton product={line} className="btn btn-sm btn-outline-secondary" />
          </div>
        </div>
      </div>
    </article>
  );
}
