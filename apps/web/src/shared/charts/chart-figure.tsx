import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCanvas } from './chart-canvas';
import type { ChartSeries } from './chart-canvas';
import { ChartLegend } from './chart-legend';
import { chartSummary } from './chart-summary';
import { ChartTable } from './chart-table';
import './charts.scss';

interface ChartFigureProps {
  title: string;
  /** The header of the table's first column (Status, Product, Day). */
  labelHeader: string;
  type: 'bar' | 'line';
  labels: readonly string[];
  series: readonly ChartSeries[];
  horizontal?: boolean;
  height?: number;
  /** Said under the title (what the chart leaves out, for instance). */
  note?: ReactNode;
}

/**
 * A chart in a card, with its figures one click away as a table: the canvas is a picture, the
 * table is what a screen reader (or anyone who wants the exact numbers) reads.
 */
export function ChartFigure({ title, labelHeader, note, ...chart }: ChartFigureProps) {
  const { t, i18n } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const id = useId();
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
            onClick={() => setAsTable((shown) => !shown)}
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
