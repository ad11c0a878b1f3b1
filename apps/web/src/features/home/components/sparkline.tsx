import type { DailySeries } from '@pamoja/contract/dashboard';

/**
 * A card's 30-day trend as a small SVG line: drawn without the chart library, so a home's
 * route stays light (docs/web-app.md#homes). Decorative: the card says the figure in words.
 */
export function Sparkline({ series }: { series: DailySeries }) {
  if (series.length < 2) return null;
  const max = Math.max(1, ...series.map((point) => point.value));
  const points = series
    .map((point, index) => {
      const x = (index / (series.length - 1)) * 100;
      const y = 28 - (point.value / max) * 26;
      return `${x.toFixed(2)},${y.toFixed(2)}`;
    })
    .join(' ');
  return (
    <svg
      className="home-sparkline"
      viewBox="0 0 100 30"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
