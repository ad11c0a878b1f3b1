import type { ChartSeries } from './chart-canvas';
import './charts.scss';

/**
 * The chart's legend, in HTML: readable, translatable and in the skin's colours. Hidden from
 * screen readers, which read the series in the canvas's name and the table instead.
 */
export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <ul className="chart-legend d-flex flex-wrap gap-3 small mb-2" aria-hidden="true">
      {series.map((one) => (
        <li key={one.label} className="d-inline-flex align-items-center gap-1">
          <span className={`chart-swatch chart-swatch-${one.colour}`} />
          {one.label}
        </li>
      ))}
    </ul>
  );
}
