import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCanvas } from './chart-canvas';
import type { ChartSeries, ChartType } from './chart-canvas';
import { ChartLegend } from './chart-legend';
import { chartSummary } from './chart-summary';
import { ChartTable } from './chart-table';
import './charts.scss';

interface ChartProps {
  title: string;
  /** The header of the table's first column (Status, Product, Day). */
  labelHeader: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  horizontal?: boolean;
  height?: number;
}

interface ChartFigureProps extends ChartProps {
  type: 'bar' | 'line';
  /** Said under the title (what the chart leaves out, for instance). */
  note?: ReactNode;
}

/** Whether the figures show as a table, and the ids tying the button to it. */
function useTableToggle() {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return { asTable, id, toggle: () => setAsTable((shown) => !shown) };
}

/**
 * A chart in a card, with its figures one click away as a table: the canvas is a picture, the
 * table is what a screen reader (or anyone who wants the exact numbers) reads.
 */
export function ChartFigure({ title, labelHeader, note, ...chart }: ChartFigureProps) {
  const { t, i18n } = useTranslation();
  const { asTable, id, toggle } = useTableToggle();
  const tableId = `${id}-table`;
  const summary = chartSummary(t, i18n.language, { title, ...chart });

  return (
    <section className="card chart-figure mb-0 h-100" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 id={`${id}-title`} className="h6 mb-0">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            aria-expanded={asTable}
            aria-controls={tableId}
            onClick={toggle}
          >
            {t(asTable ? 'charts.hideTable' : 'charts.showTable')}
          </button>
        </div>
        {note && <p className="small text-body-secondary mb-2">{note}</p>}
        {chart.series.length > 1 && <ChartLegend series={chart.series} />}
        <ChartCanvas {...chart} summary={summary} />
        <div id={tableId} hidden={!asTable} className="mt-3">
          {asTable && (
            <ChartTable
              caption={title}
              labelHeader={labelHeader}
              labels={chart.labels}
              series={chart.series}
            />
          )}
        </div>
      </div>
    </section>
  );
}

interface ChartBlockProps extends ChartProps {
  type: ChartType;
  stacked?: boolean;
  axes?: boolean;
}

/**
 * The same chart without a card of its own, for a card that has its title and figures already
 * (the demo dashboards): the button names the chart, since a page has several. It lives beside
 * ChartFigure so that both travel in the one chunk with Chart.js.
 */
export function ChartBlock({ title, labelHeader, ...chart }: ChartBlockProps) {
  const { t, i18n } = useTranslation();
  const { asTable, id, toggle } = useTableToggle();
  const summary = chartSummary(t, i18n.language, { title, ...chart });

  return (
    <div className="chart-block">
      {chart.series.length > 1 && <ChartLegend series={chart.series} />}
      <ChartCanvas {...chart} summary={summary} />
      <button
        type="button"
        className="btn btn-link btn-sm p-0 mt-1"
        aria-expanded={asTable}
        aria-controls={id}
        onClick={toggle}
      >
        {t(asTable ? 'charts.hideTable' : 'charts.showTable')}
        <span className="visually-hidden">:</span> <span className="visually-hidden">{title}</span>
      </button>
      <div id={id} hidden={!asTable} className="mt-2">
        {asTable && (
          <ChartTable
            caption={title}
            labelHeader={labelHeader}
            labels={chart.labels}
            series={chart.series}
          />
        )}
      </div>
    </div>
  );
}
