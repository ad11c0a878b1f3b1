import { useSearchParams } from 'react-router';
import { defaultRange } from '../lib/report-range';
import type { DayRange } from '../lib/report-range';

/** The report's days live in the URL; without them, the last 30 days in Nairobi. */
export function useReportRange() {
  const [params, setParams] = useSearchParams();
  const fallback = defaultRange();
  const range: DayRange = {
    startDate: params.get('startDate') ?? fallback.startDate,
    endDate: params.get('endDate') ?? fallback.endDate,
  };
  const setRange = (next: DayRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('startDate', next.startDate);
        updated.set('endDate', next.endDate);
        return updated;
      },
      { replace: true },
    );
  return { range, setRange };
}
