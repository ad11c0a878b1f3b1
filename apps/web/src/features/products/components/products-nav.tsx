import { Package, Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** Products and the categories they go in: two pages under one heading. */
export function ProductsNav() {
  const { t } = useTranslation();
  const link = ({ isActive }: { isActive: boolean }) =>
    `nav-link d-inline-flex align-items-center gap-2 ${isActive ? 'active' : ''}`;
  return (
    <nav aria-label={t('products.nav.label')}>
      <ul className="nav nav-tabs products-nav">
        <li className="nav-item">
          <NavLink to="/products" end className={link}>
            <Package size={16} aria-hidden="true" />
            {t('products.nav.products')}
          </NavLink>
        </li>
        <li className="nav-item">
          <NavLink to="/products/categories" className={link}>
            <Tags size={16} aria-hidden="true" />
            {t('products.nav.categories')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
