import { Link } from 'react-router';
import type { Product } from '../../mock/schemas/shop-schema';
import { productPath } from '../lib/shop-paths';

/**
 * The product's picture, linking to its page. The name beside it already says what it is, so
 * the picture is decorative and the link is left out of the tab order (the name's link is there).
 */
export function ProductPicture({ product, className }: { product: Product; className?: string }) {
  return (
    <Link to={productPath(product.slug)} tabIndex={-1} aria-hidden="true" className={className}>
      <img src={product.image} alt="" className="shop-picture" loading="lazy" />
    </Link>
  );
}
