import { useTranslation } from 'react-i18next';
import type { ChartSeries } from './chart-canvas';
import { FiguresTable } from './figures-table';

interface ChartTableProps {
  caption: string;
  /** The header of the first column (Status, Product, Day). */
  labelHeader: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
}

/** A chart's figures as a table: a row per label, a column per series. */
export function ChartTable({ caption, labelHeader, labels, series }: ChartTableProps) {
  const { i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  return (
    <FiguresTable
      caption={caption}
      rows={labels.map((label, index) => ({ label, index }))}
      rowKey={(row) => String(row.index)}
      columns={[
        { id: 'label', header: labelHeader, cell: (row) => row.label },
        ...series.map((one, position) => ({
          id: `series-${position}`,
          header: one.label,
          numeric: true,
          cell: (row: { index: number }) => numbers.format(one.values[row.index] ?? 0),
        })),
      ]}
    />
  );
}
