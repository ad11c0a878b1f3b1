import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../shared/charts/chart-setup';
import { readPalette } from '../../../shared/charts/chart-palette';
import type { ChartPalette } from '../../../shared/charts/chart-palette';
import { FiguresTable } from '../../../shared/charts/figures-table';
import { useLayoutStore } from '../../../shared/customizer/layout-store';
import '../../../shared/charts/charts.scss';

export interface Figures {
  columns: string[];
  rows: (string | number)[][];
}

export interface ChartSpec {
  /** Builds the Chart.js configuration with the skin's colours of the moment. */
  build: (palette: ChartPalette) => ChartConfiguration;
  /** The same figures as a table. */
  figures: Figures;
  /** The canvas's accessible name: what the chart shows, in words. */
  summary: string;
  height?: number;
}

interface ShowcaseChartProps extends ChartSpec {
  title: string;
  /** Said under the title (which template chart this stands for, what it leaves out). */
  note?: string;
  legend?: { label: string; colour: string }[];
}

/**
 * A Chart.js chart in a card, over the app's one Chart.js set-up (shared/charts): the canvas is a
 * picture with a summary, and the figures are a table one click away.
 */
export function ShowcaseChart({
  title,
  note,
  legend,
  build,
  figures,
  summary,
  height = 260,
}: ShowcaseChartProps) {
  const { t, i18n } = useTranslation('demo-forms');
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);
  const skin = useLayoutStore((state) => state.skin);
  const [asTable, setAsTable] = useState(false);
  const numbers = new Intl.NumberFormat(i18n.language);

  const draw = useEffectEvent(() => {
    if (!canvas.current) return;
    const config = build(readPalette());
    config.options = {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      ...config.options,
    };
    chart.current?.destroy();
    chart.current = new Chart(canvas.current, config);
  });
  useEffect(() => {
    draw();
  }, [skin, i18n.language]);
  useEffect(() => () => chart.current?.destroy(), []);

  return (
    <section className="card chart-figure mb-0 h-100 showcase-card" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 id={`${id}-title`} className="h6 mb-0">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            aria-expanded={asTable}
            aria-controls={`${id}-table`}
            onClick={() => setAsTable((shown) => !shown)}
          >
            {asTable ? t('charts.hideTable') : t('charts.showTable')}
          </button>
        </div>
        {note && <p className="small text-body-secondary mb-2">{note}</p>}
        {legend && (
          <ul className="chart-legend d-flex flex-wrap gap-3 small mb-2" aria-hidden="true">
            {legend.map((one) => (
              <li key={one.label} className="d-inline-flex align-items-center gap-1">
                <span className={`chart-swatch chart-swatch-${one.colour}`} />
                {one.label}
              </li>
            ))}
          </ul>
        )}
        <div className="chart-box" style={{ height }}>
          <canvas ref={canvas} role="img" aria-label={summary} />
        </div>
        <div id={`${id}-table`} hidden={!asTable} className="mt-3">
          {asTable && (
            <FiguresTable
              caption={title}
              rows={figures.rows.map((cells, index) => ({ cells, index }))}
              rowKey={(row) => String(row.index)}
              columns={figures.columns.map((header, column) => ({
                id: String(column),
                header,
                numeric: column > 0,
                cell: (row: { cells: (string | number)[] }) => {
                  const value = row.cells[column];
                  return typeof value === 'number' ? numbers.format(value) : value;
                },
              }))}
            />
          )}
        </div>
      </div>
    </section>
  );
}
