import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMoney } from '../../../shared/format/money';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useProduct } from '../api/get-product';
import { useCategories } from '../api/list-categories';
import { AddToCart } from '../components/add-to-cart';
import { ProductImage } from '../components/product-image';
import { QuantityInput } from '../../../shared/ui/quantity-input';
import { ShopLinks } from '../components/shop-links';
import '../shop.scss';
import { MAX_QUANTITY } from '../../../shared/cart/cart-storage';

/** `/shop/:productId`: one product, whole, with how many to put in the cart. */
export function ProductRoute() {
  const { t } = useTranslation();
  const money = useMoney();
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  const categories = useCategories();
  const [quantity, setQuantity] = useState(1);
  useDocumentTitle(product.data?.name ?? t('shop.title'));

  return (
    <section aria-labelledby="product-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <Link to="/shop" className="btn btn-sm btn-link px-0">
          <ArrowLeft size={14} aria-hidden="true" className="me-1" />
          {t('shop.title')}
        </Link>
        <ShopLinks to={['orders', 'cart']} />
      </div>
      <QueryStatus query={product}>
        {(item) => {
          const category = categories.data?.find((entry) => entry.id === item.categoryId);
          return (
            <div className="card">
              <div className="row g-0">
                <div className="col-md-5">
                  <ProductImage
                    image={item.image}
                    name={item.name}
                    category={category}
                    className="shop-image-large"
                  />
                </div>
                <div className="col-md-7">
                  <div className="card-body">
                    {category && <p className="small text-body-secondary mb-1">{category.name}</p>}
                    <h1 id="product-title" className="h3">
                      {item.name}
                    </h1>
                    <p className="fs-4 fw-semibold">
                      {item.price === null ? t('shop.product.noPrice') : money(item.price)}
                    </p>
                    {item.description && <p className="shop-description">{item.description}</p>}
                    <p className="small text-body-secondary">
                      {t('shop.product.code', { code: item.code })}
                    </p>
                    {item.price !== null && (
                      <div className="mb-3">
                        <span className="form-label d-block">{t('shop.quantity.label')}</span>
                        <QuantityInput
                          value={quantity}
                          onChange={setQuantity}
                          label={t('shop.quantity.of', { name: item.name })}
                          max={MAX_QUANTITY}
                        />
                      </div>
                    )}
                    <AddToCart product={item} quantity={quantity} />
                  </div>
                </div>
              </div>
            </div>
          );
        }}
      </QueryStatus>
    </section>
  );
}
