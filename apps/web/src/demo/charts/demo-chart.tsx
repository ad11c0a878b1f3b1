import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCanvas } from '../../shared/charts/chart-canvas';
import type { ChartSeries, ChartType } from '../../shared/charts/chart-canvas';
import { ChartLegend } from '../../shared/charts/chart-legend';
import { chartSummary } from '../../shared/charts/chart-summary';
import { ChartTable } from '../../shared/charts/chart-table';

interface DemoChartProps {
  /** What the chart shows: the start of the canvas's name and the table's caption. */
  title: string;
  /** The header of the table's first column (Day, Month, Device). */
  labelHeader: string;
  type: ChartType;
  labels: readonly string[];
  series: readonly ChartSeries[];
  height?: number;
  horizontal?: boolean;
  axes?: boolean;
  stacked?: boolean;
}

/**
 * A chart inside a demo card, which has its own title: the shared canvas (an image named by its
 * figures, never animated), the legend when there are two series or more, and the figures as a
 * table one click away, as every chart of the product has them.
 */
export function DemoChart({ title, labelHeader, ...chart }: DemoChartProps) {
  const { t, i18n } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const summary = chartSummary(t, i18n.language, { title, ...chart });

  return (
    <div className="demo-chart">
      {chart.series.length > 1 && <ChartLegend series={chart.series} />}
      <ChartCanvas {...chart} summary={summary} />
      <button
        type="button"
        className="btn btn-link btn-sm p-0 mt-1"
        aria-expanded={asTable}
        aria-controls={tableId}
        onClick={() => setAsTable((shown) => !shown)}
      >
        {t(asTable ? 'charts.hideTable' : 'charts.showTable')}
        <span className="visually-hidden">:</span> <span className="visually-hidden">{title}</span>
      </button>
      <div id={tableId} hidden={!asTable} className="mt-2">
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
