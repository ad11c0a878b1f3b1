import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { isHttpError } from '../../../shared/http/http-error';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useProduct } from '../api/get-product';
import { CartCount } from '../components/cart-count';
import { ItemFeatures } from '../components/item-features';
import { ProductDetails } from '../components/product-details';
import { RelatedProducts } from '../components/related-products';
import { DEFAULT_PRODUCT_SLUG, productPath, SHOP_PATH } from '../lib/shop-paths';
import '../shop.scss';

/** `/apps/ecommerce/product-detail`: the template opens its iPhone by default. */
export function ProductDetailDefaultRoute() {
  return <Navigate to={productPath(DEFAULT_PRODUCT_SLUG)} replace />;
}

/** `/apps/ecommerce/product-detail/:slug`: one product; an unknown one says so in place. */
export function ProductDetailRoute() {
  const { t } = useTranslation('demo-shop');
  const { slug = '' } = useParams();
  const product = useProduct(slug);
  useDocumentTitle(product.data?.name ?? t('detail.title'));

  if (isHttpError(product.error) && product.error.status === 404) {
    return (
      <section className="shop-page">
        <h1 className="h3">{t('detail.notFoundTitle')}</h1>
        <div className="alert alert-warning" role="alert">
          <p className="mb-2">{product.error.text}</p>
          <Link to={SHOP_PATH} className="alert-link">
            {t('detail.backToShop')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="shop-page">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <Link to={SHOP_PATH}>{t('detail.backToShop')}</Link>
        <CartCount />
      </div>
      <QueryStatus query={product}>
        {(detail) => (
          <>
            {/* Keyed by product: another product starts on its own first colour, quantity 1. */}
            <ProductDetails key={detail.id} product={detail} />
            <ItemFeatures />
            <RelatedProducts product={detail} />
          </>
        )}
      </QueryStatus>
    </section>
  );
}
