import { useTranslation } from 'react-i18next';
import type { Category } from '@pamoja/contract/products';
import { CategoryIcon } from './category-icon';

interface CategoryFilterProps {
  categories: readonly Category[];
  /** A category id, or '' for all. */
  value: string;
  onChange: (value: string) => void;
}

/** One chip per category; the pressed one filters the shop (pressing it again shows all). */
export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation();
  const chip = (id: string, label: string, icon?: string) => (
    <button
      key={id || 'all'}
      type="button"
      className={`btn btn-sm rounded-pill shop-chip ${value === id ? 'btn-primary' : 'btn-outline-secondary'}`}
      aria-pressed={value === id}
      onClick={() => onChange(value === id ? '' : id)}
    >
      {icon && <CategoryIcon name={icon} size={14} />}
      {label}
    </button>
  );
  return (
    <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('shop.list.categories')}>
      {chip('', t('shop.list.allCategories'))}
      {categories.map((category) => chip(category.id, category.name, category.icon))}
    </div>
  );
}
