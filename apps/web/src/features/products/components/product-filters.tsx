import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@pamoja/contract/products';
import { productStatuses } from '@pamoja/contract/products';
import type { ProductFilters as Filters } from '../api/list-products';

type FilterName = 'category' | 'status' | 'approved';

interface ProductFiltersProps {
  filters: Filters;
  categories: readonly Category[];
  onChange: (name: FilterName, value: string) => void;
}

/** The list's three filters, as the API offers them; "any" is the empty value. */
export function ProductFilters({ filters, categories, onChange }: ProductFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const select = (name: FilterName, label: string, options: [string, string][]) => (
    <div className="product-filter">
      <label className="form-label small mb-1" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className="form-select form-select-sm"
        value={filters[name]}
        onChange={(event) => onChange(name, event.target.value)}
      >
        <option value="">{t('products.filters.any')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="product-filters" role="group" aria-label={t('products.filters.label')}>
      {select(
        'category',
        t('products.fields.category'),
        categories.map((category) => [category.id, category.name]),
      )}
      {select(
        'status',
        t('products.fields.status'),
        productStatuses.map((status) => [status, t(`products.status.${status}`)]),
      )}
      {select('approved', t('products.fields.approval'), [
        ['true', t('products.approval.approved')],
        ['false', t('products.approval.pending')],
      ])}
    </div>
  );
}
