import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/pager';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useCategories } from '../api/list-categories';
import { useProducts } from '../api/list-products';
import { CategoryFilter } from '../components/category-filter';
import { NoOrganisation } from '../components/no-organisation';
import { ProductCard } from '../components/product-card';
import { SearchBox } from '../../../shared/ui/search-box';
import { ShopLinks } from '../components/shop-links';
import { useShopOrganisation } from '../hooks/use-shop-organisation';
import { searchProducts } from '../lib/product-search';
import '../shop.scss';

/** `/shop`: what the active organisation sells, by category, a page at a time. */
export function ShopRoute() {
  const { t } = useTranslation();
  const organisation = useShopOrganisation();
  useDocumentTitle(t('shop.title'));

  return (
    <section aria-labelledby="shop-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-4">
        <div>
          <h1 id="shop-title" className="h3 mb-1">
            {t('shop.title')}
          </h1>
          {organisation?.name && (
            <p className="text-body-secondary mb-0">
              {t('shop.list.lead', { organisation: organisation.name })}
            </p>
          )}
        </div>
        <ShopLinks to={['orders', 'cart']} />
      </div>
      {organisation ? <Catalogue organisationId={organisation.id} /> : <NoOrganisation />}
    </section>
  );
}

function Catalogue({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const categories = useCategories();
  const products = useProducts({ organisationId, page, category });
  const byId = new Map(categories.data?.map((item) => [item.id, item]));

  return (
    <>
      <div className="d-flex flex-column gap-3 mb-4">
        <SearchBox
          className="shop-search"
          label={t('shop.list.search')}
          hint={t('shop.list.searchHint')}
          value={search}
          onChange={setSearch}
        />
        {categories.data && categories.data.length > 0 && (
          <CategoryFilter
            categories={categories.data}
            value={category}
            onChange={(value) => {
              setCategory(value);
              setPage(1);
            }}
          />
        )}
      </div>
      <QueryStatus query={products}>
        {({ items, pagination }) => {
          const shown = searchProducts(items, search);
          return (
            <div aria-busy={products.isFetching}>
              {shown.length === 0 ? (
                <p className="text-body-secondary py-3 mb-0" role="status">
                  {items.length > 0 && search.trim()
                    ? t('shop.list.noMatch', { search: search.trim() })
                    : category
                      ? t('shop.list.emptyCategory')
                      : t('shop.list.empty')}
                </p>
              ) : (
                <ul className="row g-3 list-unstyled mb-0" aria-label={t('shop.list.products')}>
                  {shown.map((product) => (
                    <li key={product.id} className="col-12 col-sm-6 col-lg-4 col-xxl-3">
                      <ProductCard product={product} category={byId.get(product.categoryId)} />
                    </li>
                  ))}
                </ul>
              )}
              {pagination.total > 0 && (
                <Pager
                  pagination={pagination}
                  onPage={(next) => {
                    setPage(next);
                    window.scrollTo({ top: 0 });
                  }}
                  label={t('shop.list.pages')}
                />
              )}
            </div>
          );
        }}
      </QueryStatus>
    </>
  );
}
