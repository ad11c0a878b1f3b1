import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { Pager } from '../../../shared/ui/pager';
import { QueryStatus } from '../../../shared/ui/query-status';
import { SearchBox } from '../../../shared/ui/search-box';
import { useProducts } from '../api/list-products';
import { ProductCard } from '../components/product-card';
import { ShopFilters } from '../components/shop-filters';
import { ShopHeader } from '../components/shop-header';
import { ShopToolbar } from '../components/shop-toolbar';
import { productQueryOf, readShopState, SHOP_PAGE_SIZE, writeShopState } from '../lib/shop-search';
import type { ShopState } from '../lib/shop-search';
import '../shop.scss';

/** `/apps/ecommerce/shop`: the catalogue, nine a page, its whole state in the URL. */
export function ShopRoute() {
  const { t } = useTranslation('demo-shop');
  const [params, setParams] = useSearchParams();
  const state = readShopState(params);
  const products = useProducts(productQueryOf(state));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const change = (patch: Partial<ShopState>) => {
    // A new search, sort or filter starts again at page 1; the layout switch keeps the page.
    const keepsPage = 'page' in patch || Object.keys(patch).every((key) => key === 'view');
    const next = { ...state, ...patch, page: keepsPage ? (patch.page ?? state.page) : 1 };
    setParams(writeShopState(next));
  };

  const [term, setTerm] = useState(state.q);
  const settled = useDebouncedValue(term);
  useEffect(() => {
    if (settled.trim() !== state.q.trim()) change({ q: settled });
    // Only a settled term moves the URL; `change` reads the state of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const turnPage = (page: number) => {
    change({ page });
    resultsRef.current?.focus();
  };

  return (
    <section className="shop-page">
      <ShopHeader title={t('shop.title')} />
      <div className="row g-3">
        <div className="col-12 col-lg-3">
          <button
            type="button"
            className="btn btn-outline-secondary d-lg-none mb-2"
            aria-expanded={filtersOpen}
            aria-controls="shop-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal size={16} aria-hidden="true" className="me-1" />
            {t('filters.toggle')}
          </button>
          <div id="shop-filters" className={filtersOpen ? '' : 'd-none d-lg-block'}>
            <ShopFilters state={state} brands={products.data?.brands ?? []} onChange={change} />
          </div>
        </div>
        <div className="col-12 col-lg-9">
          <ShopToolbar state={state} total={products.data?.total} onChange={change} />
          <SearchBox label={t('shop.search')} value={term} onChange={setTerm} className="mb-3" />
          <h2 ref={resultsRef} tabIndex={-1} className="visually-hidden">
            {t('shop.results')}
          </h2>
          <QueryStatus query={products}>
            {(list) =>
              list.products.length === 0 ? (
                <p className="alert alert-info" role="status">
                  {t('shop.empty')}
                </p>
              ) : (
                <>
                  <ul className={`list-unstyled shop-grid shop-grid-${state.view}`}>
                    {list.products.map((product) => (
                      <li key={product.id}>
                        <ProductCard product={product} view={state.view} />
                      </li>
                    ))}
                  </ul>
                  <Pager
                    pagination={{ page: state.page, limit: SHOP_PAGE_SIZE, total: list.total }}
                    onPage={turnPage}
                    label={t('shop.pages')}
                  />
                </>
              )
            }
          </QueryStatus>
        </div>
      </div>
    </section>
  );
}
