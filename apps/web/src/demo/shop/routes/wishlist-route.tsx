import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../shared/ui/query-status';
import type { ListedProduct } from '../../mock/schemas/shop-schema';
import { useWishlist } from '../api/list-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { ProductCard } from '../components/product-card';
import { ShopHeader } from '../components/shop-header';
import { SHOP_PATH } from '../lib/shop-paths';
import '../shop.scss';

/** Takes the product off the wishlist: undone by liking it again, so it asks nothing first. */
function RemoveButton({ product }: { product: ListedProduct }) {
  const { t } = useTranslation('demo-shop');
  const remove = useRemoveFromWishlist();
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary"
      disabled={remove.isPending}
      onClick={() => remove.mutate(product.id)}
    >
      <X size={16} aria-hidden="true" />
      <span>{t('wishlist.remove')}</span>
      <span className="visually-hidden">: {product.name}</span>
    </button>
  );
}

/** `/apps/ecommerce/wishlist`: the liked products, each with "Remove" and the cart's action. */
export function WishlistRoute() {
  const { t } = useTranslation('demo-shop');
  const wishlist = useWishlist();
  return (
    <section className="shop-page">
      <ShopHeader title={t('wishlist.title')} />
      <h2 className="visually-hidden">{t('wishlist.products')}</h2>
      <QueryStatus query={wishlist}>
        {({ products }) =>
          products.length === 0 ? (
            <div className="alert alert-info" role="status">
              <p className="mb-2">{t('wishlist.empty')}</p>
              <Link to={SHOP_PATH} className="alert-link">
                {t('wishlist.browse')}
              </Link>
            </div>
          ) : (
            <ul className="list-unstyled shop-grid shop-grid-grid shop-grid-wide">
              {products.map((product) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    secondaryAction={<RemoveButton product={product} />}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
    </section>
  );
}
