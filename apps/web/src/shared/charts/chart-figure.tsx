import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCanvas } from './chart-canvas';
import type { ChartSeries } from './chart-canvas';
import { FiguresTable } from './figures-table';
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
  const numbers = new Intl.NumberFormat(i18n.language);
  const rows = chart.labels.map((label, index) => ({ label, index }));
  const summary = t('charts.summary', {
    title,
    figures: chart.series
      .map((one) =>
        chart.labels
          .map((label, index) => `${label}: ${numbers.format(one.values[index] ?? 0)}`)
          .join(', '),
      )
      .join('; '),
  });

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
        {chart.series.length > 1 && (
          // The chart's legend, in HTML: readable, translatable and in the skin's colours.
          <ul className="chart-legend d-flex flex-wrap gap-3 small mb-2" aria-hidden="true">
            {chart.series.map((one) => (
              <li key={one.label} className="d-inline-flex align-items-center gap-1">
                <span className={`chart-swatch chart-swatch-${one.colour}`} />
                {one.label}
              </li>
            ))}
          </ul>
        )}
        <ChartCanvas {...chart} summary={summary} />
        <div id={tableId} hidden={!asTable} className="mt-3">
          {asTable && (
            <FiguresTable
              caption={title}
              rows={rows}
              rowKey={(row) => String(row.index)}
              columns={[
                { id: 'label', header: labelHeader, cell: (row) => row.label },
                ...chart.series.map((one, position) => ({
                  id: `series-${position}`,
                  header: one.label,
                  numeric: true,
                  cell: (row: { index: number }) => numbers.format(one.values[row.index] ?? 0),
                })),
              ]}
            />
          )}
        </div>
      </div>
    </section>
  );
}
