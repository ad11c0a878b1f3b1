import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_RANGES, RATINGS } from '../lib/shop-search';
import type { PriceRange, ShopState } from '../lib/shop-search';

interface ShopFiltersProps {
  state: ShopState;
  brands: readonly string[];
  onChange: (patch: Partial<ShopState>) => void;
}

const PRICE_RANGE_NAMES = Object.keys(PRICE_RANGES) as PriceRange[];

/** The sidebar: a price range, any of the brands, a least rating, and a way back to everything. */
export function ShopFilters({ state, brands, onChange }: ShopFiltersProps) {
  const { t } = useTranslation('demo-shop');
  const id = useId();
  const toggleBrand = (brand: string, on: boolean) =>
    onChange({
      brands: on ? [...state.brands, brand] : state.brands.filter((item) => item !== brand),
    });
  const filtered = state.price !== 'all' || state.brands.length > 0 || state.rating > 0;
  return (
    <div className="card">
      <div className="card-body">
        <h2 className="h5 mb-3">{t('filters.title')}</h2>
        <fieldset className="mb-3">
          <legend className="h6">{t('filters.price')}</legend>
          {PRICE_RANGE_NAMES.map((range) => (
            <div className="form-check" key={range}>
              <input
                className="form-check-input"
                type="radio"
                name={`${id}-price`}
                id={`${id}-price-${range}`}
                checked={state.price === range}
                onChange={() => onChange({ price: range })}
              />
              <label className="form-check-label" htmlFor={`${id}-price-${range}`}>
                {t(`filters.prices.${range}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <fieldset className="mb-3">
          <legend className="h6">{t('filters.brands')}</legend>
          {brands.map((brand) => (
            <div className="form-check" key={brand}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`${id}-brand-${brand}`}
                checked={state.brands.includes(brand)}
                onChange={(event) => toggleBrand(brand, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`${id}-brand-${brand}`}>
                {brand}
              </label>
            </div>
          ))}
        </fieldset>
        <fieldset className="mb-3">
          <legend className="h6">{t('filters.ratings')}</legend>
          {[0, ...RATINGS].map((rating) => (
            <div className="form-check" key={rating}>
              <input
                className="form-check-input"
                type="radio"
                name={`${id}-rating`}
                id={`${id}-rating-${rating}`}
                checked={state.rating === rating}
                onChange={() => onChange({ rating })}
              />
              <label className="form-check-label" htmlFor={`${id}-rating-${rating}`}>
                {rating === 0 ? t('filters.anyRating') : t('filters.atLeast', { count: rating })}
              </label>
            </div>
          ))}
        </fieldset>
        <button
          type="button"
          className="btn btn-outline-primary w-100"
          disabled={!filtered}
          onClick={() => onChange({ price: 'all', brands: [], rating: 0 })}
        >
          {t('filters.clear')}
        </button>
      </div>
    </div>
  );
}
