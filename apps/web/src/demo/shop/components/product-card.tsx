import type { ReactNode } from 'react';
import { Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListedProduct } from '../../mock/schemas/shop-schema';
import type { ShopView } from '../lib/shop-search';
import { productPath } from '../lib/shop-paths';
import { useDollars } from '../lib/use-dollars';
import { CartButton } from './cart-button';
import { ProductPicture } from './product-picture';
import { RatingStars } from './rating-stars';
import { WishlistButton } from './wishlist-button';

interface ProductCardProps {
  product: ListedProduct;
  view?: ShopView;
  /** Replaces the wishlist toggle (the wishlist page's "Remove"). */
  secondaryAction?: ReactNode;
}

/** One product: picture, rating, price, name, description and its wishlist and cart actions. */
export function ProductCard({ product, view = 'grid', secondaryAction }: ProductCardProps) {
  const { t } = useTranslation('demo-shop');
  const dollars = useDollars();
  const headingId = `shop-product-${product.id}`;
  return (
    <article
      className={`card h-100 shop-card shop-card-${view}`}
      aria-labelledby={headingId}
      data-testid="shop-product"
    >
      <ProductPicture product={product} className="shop-card-picture" />
      <div className="card-body d-flex flex-column shop-shrink">
        <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
          <RatingStars rating={product.rating} />
          <p className="fw-semibold mb-0" data-testid="product-price">
            {dollars(product.price)}
          </p>
        </div>
        <h3 id={headingId} className="h6 mb-1">
          <Link to={productPath(product.slug)} className="shop-card-link">
            {product.name}
          </Link>
        </h3>
        <p className="small text-body-secondary mb-2">
          {t('product.by', { brand: product.brand })}
        </p>
        <p className="small mb-2 shop-card-description">{product.description}</p>
        {product.hasFreeShipping && (
          <p className="small text-success-emphasis mb-2 d-flex align-items-center gap-1">
            <Truck size={14} aria-hidden="true" />
            {t('product.freeShipping')}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2 mt-auto shop-card-actions">
          {secondaryAction ?? (
            <WishlistButton product={product} className="btn btn-sm btn-outline-secondary" />
          )}
          <CartButton product={product} className="btn btn-sm btn-primary" />
        </div>
      </div>
    </article>
  );
}
