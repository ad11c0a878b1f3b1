import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { LEVELS, parseHex, shadeOf, textOn, toHex } from '../lib/shades';
import type { Rgb } from '../lib/shades';
import { VARIANTS } from '../lib/variants';
import type { Variant } from '../lib/variants';
import './colors.scss';

/** The theme's colours as the stylesheet defines them (the shell's sheet is in before any page). */
function readThemeColors(): Partial<Record<Variant, Rgb>> {
  const style = getComputedStyle(document.documentElement);
  const found: Partial<Record<Variant, Rgb>> = {};
  for (const variant of VARIANTS) {
    const rgb = parseHex(style.getPropertyValue(`--bs-${variant}`));
    if (rgb) found[variant] = rgb;
  }
  return found;
}

/** `/colors`: each theme colour with its nine shades and as a gradient. */
export function ColorsPage() {
  const { t } = useTranslation('demo-ui');
  const [colors] = useState(readThemeColors);
  return (
    <ShowcasePage page="colors" group="ui">
      {VARIANTS.map((variant) => {
        const base = colors[variant];
        return (
          <ExampleCard key={variant} title={t(`variants.${variant}`)}>
            <ul className="swatches list-unstyled mb-0">
              {LEVELS.map((level) => {
                const rgb = base && shadeOf(base, level);
                return (
                  <li
                    key={level}
                    className="swatch"
                    style={rgb ? { background: toHex(rgb), color: textOn(rgb) } : undefined}
                  >
                    <span className="fw-semibold">
                      {level === 500 ? t('colors.base', { level }) : level}
                    </span>
                    {rgb && <code className="swatch-hex">{toHex(rgb)}</code>}
                  </li>
                );
              })}
            </ul>
            <div
              className={`swatch-gradient bg-${variant} bg-gradient mt-3`}
              style={base ? { color: textOn(base) } : undefined}
            >
              {t('colors.gradient')}
            </div>
          </ExampleCard>
        );
      })}
    </ShowcasePage>
  );
}
