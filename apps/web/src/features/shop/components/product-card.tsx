import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category, Product } from '@pamoja/contract/products';
import { useMoney } from '../../../shared/format/money';
import { AddToCart } from './add-to-cart';
import { ProductImage } from './product-image';

interface ProductCardProps {
  product: Product;
  category?: Category;
}

/** One product of the shop: picture, name, price and the way into the cart. */
export function ProductCard({ product, category }: ProductCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const headingId = `product-${product.id}`;
  return (
    <article className="card h-100 shop-card" aria-labelledby={headingId}>
      <ProductImage image={product.image} name={product.name} category={category} />
      <div className="card-body d-flex flex-column">
        {category && <p className="small text-body-secondary mb-1">{category.name}</p>}
        <h2 id={headingId} className="h6 mb-2">
          <Link to={`/shop/${product.id}`} className="shop-card-link">
            {product.name}
          </Link>
        </h2>
        <p className="fw-semibold mb-3" data-testid="product-price">
          {product.price === null ? t('shop.product.noPrice') : money(product.price)}
        </p>
        <AddToCart product={product} className="mt-auto" />
      </div>
    </article>
  );
}
