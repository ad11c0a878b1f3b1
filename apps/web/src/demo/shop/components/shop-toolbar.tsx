import { LayoutGrid, List } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSort } from '../../mock/schemas/shop-schema';
import { SORTS } from '../lib/shop-search';
import type { ShopState, ShopView } from '../lib/shop-search';

interface ShopToolbarProps {
  state: ShopState;
  total: number | undefined;
  onChange: (patch: Partial<ShopState>) => void;
}

const VIEWS: { view: ShopView; Icon: typeof List }[] = [
  { view: 'grid', Icon: LayoutGrid },
  { view: 'list', Icon: List },
];

/** The count of results, the sort order and the grid/list switch above the products. */
export function ShopToolbar({ state, total, onChange }: ShopToolbarProps) {
  const { t } = useTranslation('demo-shop');
  const id = useId();
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <p className="mb-0 fw-semibold" aria-live="polite">
        {total === undefined ? '\u00a0' : t('toolbar.results', { count: total })}
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <label className="visually-hidden" htmlFor={`${id}-sort`}>
          {t('toolbar.sortBy')}
        </label>
        <select
          id={`${id}-sort`}
          className="form-select form-select-sm w-auto"
          value={state.sortBy}
          onChange={(event) => onChange({ sortBy: event.target.value as ProductSort })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`toolbar.sorts.${sort}`)}
            </option>
          ))}
        </select>
        <div className="btn-group btn-group-sm" role="group" aria-label={t('toolbar.layout')}>
          {VIEWS.map(({ view, Icon }) => (
            <button
              key={view}
              type="button"
              className={`btn btn-outline-primary ${state.view === view ? 'active' : ''}`}
              aria-pressed={state.view === view}
              onClick={() => onChange({ view })}
            >
              <Icon size={16} aria-hidden="true" />
              <span className="visually-hidden">{t(`toolbar.views.${view}`)}</span>
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
