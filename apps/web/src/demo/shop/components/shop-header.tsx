import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { SHOP_PATH, WISHLIST_PATH } from '../lib/shop-paths';
import { CartCount } from './cart-count';

/** The shop app's page title with its own links (shop, wishlist) and the cart's count. */
export function ShopHeader({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('demo-shop');
  useDocumentTitle(title);
  return (
    <header className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <div className="shop-shrink">
        <h1 className="h3 mb-1">{title}</h1>
        {children}
      </div>
      <nav aria-label={t('nav.label')} className="d-flex flex-wrap align-items-center gap-2">
        <NavLink to={SHOP_PATH} end className="btn btn-link shop-nav-link">
          {t('nav.shop')}
        </NavLink>
        <NavLink to={WISHLIST_PATH} className="btn btn-link shop-nav-link">
          {t('nav.wishlist')}
        </NavLink>
        <CartCount />
      </nav>
    </header>
  );
}
