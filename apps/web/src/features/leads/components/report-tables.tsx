import { CalendarDays, Package, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../shared/ui/tabs';
import type { LeadReport } from '@pamoja/contract/lead-files';
import type { ReportFigures } from '../api/lead-report';
import type { ReportTable } from '../api/download-lead-report';
import { FIGURES, sumFigures } from '../lib/report-totals';
import { FiguresTable } from '../../../shared/charts/figures-table';
import type { FiguresColumn } from '../../../shared/charts/figures-table';

interface ReportTablesProps {
  report: LeadReport;
  table: ReportTable;
  onTable: (table: ReportTable) => void;
}

/** The report's three tables (per day, product, agent), each with its totals row. */
export function ReportTables({ report, table, onTable }: ReportTablesProps) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  const dayName = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });

  function figureColumns<T extends ReportFigures>(): FiguresColumn<T>[] {
    return FIGURES.map((key) => ({
      id: key,
      header: t(`leads.report.figures.${key}`),
      numeric: true,
      cell: (row: T) => count.format(row[key]),
    }));
  }
  const footer = (totals: ReportFigures) => ({
    first: t('leads.report.total'),
    ...Object.fromEntries(FIGURES.map((key) => [key, count.format(totals[key])])),
  });
  const empty = <p className="text-body-secondary my-3">{t('leads.stats.empty')}</p>;
  const byProduct = report.byProduct;
  const byAgent = report.byAgent;

  return (
    <Tabs
      label={t('leads.report.tables')}
      active={table}
      onSelect={(id) => onTable(id as ReportTable)}
      className="mb-3"
      tabs={[
        {
          id: 'days',
          label: t('leads.report.byDay'),
          icon: CalendarDays,
          render: () => (
            <FiguresTable
              caption={t('leads.report.byDay')}
              rows={report.days}
              rowKey={(row) => row.day}
              columns={[
                {
                  id: 'first',
                  header: t('leads.report.day'),
                  cell: (row) => (
                    <time dateTime={row.day} className="text-nowrap">
                      {dayName.format(new Date(`${row.day}T00:00:00Z`))}
                    </time>
                  ),
                },
                ...figureColumns<(typeof report.days)[number]>(),
              ]}
              footer={footer(report.totals)}
            />
          ),
        },
        {
          id: 'products',
          label: t('leads.report.byProduct'),
          icon: Package,
          render: () =>
            byProduct.length === 0 ? (
              empty
            ) : (
              <FiguresTable
                caption={t('leads.report.byProduct')}
                rows={byProduct}
                rowKey={(row) => row.productId}
                columns={[
                  { id: 'first', header: t('leads.stats.product'), cell: (row) => row.productName },
                  ...figureColumns<(typeof byProduct)[number]>(),
                ]}
                footer={footer(sumFigures(byProduct))}
              />
            ),
        },
        {
          id: 'agents',
          label: t('leads.report.byAgent'),
          icon: UsersRound,
          render: () =>
            byAgent.length === 0 ? (
              empty
            ) : (
              <FiguresTable
                caption={t('leads.report.byAgent')}
                rows={byAgent}
                rowKey={(row) => row.agentId}
                columns={[
                  { id: 'first', header: t('leads.stats.agent'), cell: (row) => row.agentName },
                  ...figureColumns<(typeof byAgent)[number]>(),
                ]}
                footer={footer(sumFigures(byAgent))}
              />
            ),
        },
      ]}
    />
  );
}
