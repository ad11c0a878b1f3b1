import type { ReportFigures } from '../api/lead-report';

export const FIGURES: readonly (keyof ReportFigures)[] = [
  'captured',
  'approved',
  'dispatched',
  'rejected',
  'cancelled',
];

/** The totals row of a table of figures. */
export function sumFigures(rows: readonly ReportFigures[]): ReportFigures {
  const totals: ReportFigures = {
    captured: 0,
    approved: 0,
    dispatched: 0,
    rejected: 0,
    cancelled: 0,
  };
  for (const row of rows) for (const key of FIGURES) totals[key] += row[key];
  return totals;
}

export const isEmpty = (totals: ReportFigures) => FIGURES.every((key) => totals[key] === 0);
