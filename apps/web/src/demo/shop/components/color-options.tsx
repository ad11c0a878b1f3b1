import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ColorOptionsProps {
  colors: readonly string[];
  value: string;
  onChange: (color: string) => void;
}

/**
 * The product's colours as a radio group: the mock names them by theme colour (primary,
 * success…), drawn as swatches, each named for screen readers.
 */
export function ColorOptions({ colors, value, onChange }: ColorOptionsProps) {
  const { t } = useTranslation('demo-shop');
  const id = useId();
  return (
    <fieldset className="mb-3">
      <legend className="h6">{t('detail.colours')}</legend>
      <div className="d-flex flex-wrap gap-2">
        {colors.map((color) => (
          <div key={color} className="shop-swatch">
            <input
              type="radio"
              className="shop-swatch-input"
              name={`${id}-colour`}
              id={`${id}-${color}`}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
            />
            <label htmlFor={`${id}-${color}`} className={`shop-swatch-label bg-${color}`}>
              <span className="visually-hidden">
                {t(`colours.${color}`, { defaultValue: color })}
              </span>
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
