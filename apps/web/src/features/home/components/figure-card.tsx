import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DailySeries } from '@pamoja/contract/dashboard';
import { Sparkline } from './sparkline';

interface FigureCardProps {
  label: string;
  value: ReactNode;
  /** Where the figure comes from: the matching list, filtered. */
  to?: string;
  series?: DailySeries;
  hint?: ReactNode;
  testId?: string;
}

/** One figure of a home: its name, value, trend, and a link into the list behind it. */
export function FigureCard({ label, value, to, series, hint, testId }: FigureCardProps) {
  const body = (
    <div className="card-body">
      <p className="text-body-secondary small mb-1 home-figure-label">{label}</p>
      <p className="h4 mb-0" data-testid={testId}>
        {value}
      </p>
      {hint && <p className="small text-body-secondary mb-0">{hint}</p>}
      {series && <Sparkline series={series} />}
    </div>
  );
  return (
    <div className="card h-100 home-figure">
      {to ? (
        <Link
          to={to}
          className="stretched-link-card text-reset text-decoration-none"
          aria-label={label}
        >
          {body}
        </Link>
      ) : (
        body
      )}
    </div>
  );
}
