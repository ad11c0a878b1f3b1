import { Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../../mock/schemas/shop-schema';
import { useDollars } from '../lib/use-dollars';
import { CartButton } from './cart-button';
import { ColorOptions } from './color-options';
import { QuantityInput } from '../../../shared/ui/quantity-input';
import { RatingStars } from './rating-stars';
import { WishlistButton } from './wishlist-button';
import { MAX_QUANTITY } from '../lib/cart-totals';

/** The product's card: picture, facts, colours, quantity, and the cart and wishlist actions. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('demo-shop');
  const dollars = useDollars();
  const [colour, setColour] = useState(product.colorOptions[0] ?? '');
  const [qty, setQty] = useState(1);
  return (
    <div className="card mb-3">
      <div className="card-body row g-4">
        <div className="col-12 col-md-5 d-flex align-items-center justify-content-center">
          <img src={product.image} alt="" className="shop-detail-picture" />
        </div>
        <div className="col-12 col-md-7 shop-shrink">
          <h1 className="h3 mb-1">{product.name}</h1>
          <p className="text-body-secondary mb-2">{t('product.by', { brand: product.brand })}</p>
          <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
            <p className="h4 text-primary-emphasis mb-0">{dollars(product.price)}</p>
            <RatingStars rating={product.rating} />
          </div>
          <p className="mb-2">
            {t('detail.available')}{' '}
            <span className="text-success-emphasis fw-semibold">{t('detail.inStock')}</span>
          </p>
          <p>{product.description}</p>
          {product.hasFreeShipping && (
            <p className="d-flex align-items-center gap-2 text-success-emphasis">
              <Truck size={16} aria-hidden="true" />
              {t('product.freeShipping')}
            </p>
          )}
          <hr />
          <ColorOptions colors={product.colorOptions} value={colour} onChange={setColour} />
          {!product.isInCart && (
            <div className="mb-3">
              <p className="h6 mb-2" aria-hidden="true">
                {t('detail.quantity')}
              </p>
              <QuantityInput
                value={qty}
                onChange={setQty}
                label={t('quantity.of', { name: product.name })}
                max={MAX_QUANTITY}
              />
            </div>
          )}
          <div className="d-flex flex-wrap gap-2">
            <CartButton product={product} qty={qty} />
            <WishlistButton product={product} />
          </div>
        </div>
      </div>
    </div>
  );
}
