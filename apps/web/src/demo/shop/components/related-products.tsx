import { useTranslation } from 'react-i18next';
import type { ListedProduct } from '../../mock/schemas/shop-schema';
import { useProducts } from '../api/list-products';
import { ProductCard } from './product-card';

/**
 * Other products of the same brand (the mock has no "related" call): up to four, or the newest
 * of the catalogue when the brand has no other.
 */
export function RelatedProducts({ product }: { product: ListedProduct }) {
  const { t } = useTranslation('demo-shop');
  const sameBrand = useProducts({ brand: [product.brand], perPage: 5 });
  const newest = useProducts({ perPage: 5 });
  const pick = (list: ListedProduct[] | undefined) =>
    (list ?? []).filter((other) => other.id !== product.id).slice(0, 4);
  const brandPicks = pick(sameBrand.data?.products);
  const related = brandPicks.length > 0 ? brandPicks : pick(newest.data?.products);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="shop-related">
      <h2 id="shop-related" className="h4 mb-1">
        {t('detail.related')}
      </h2>
      <p className="text-body-secondary">{t('detail.relatedHint')}</p>
      <ul className="list-unstyled shop-grid shop-grid-grid shop-related">
        {related.map((other) => (
          <li key={other.id}>
            <ProductCard product={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}
