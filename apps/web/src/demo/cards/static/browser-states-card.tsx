import { useTranslation } from 'react-i18next';
import { DemoCard } from '../components/demo-card';
import { ProgressFigure } from '../components/progress-figure';
import type { Tone } from '../components/avatar';
import { useFigures } from '../lib/figures';

// The template's own shares: the mock has no call for browsers.
const BROWSERS: [string, number, Tone][] = [
  ['Google Chrome', 54.4, 'primary'],
  ['Mozilla Firefox', 6.1, 'warning'],
  ['Apple Safari', 14.6, 'secondary'],
  ['Internet Explorer', 4.2, 'info'],
  ['Opera Mini', 8.4, 'danger'],
];

/** Browser States: each browser's share of the month's visits, as labelled bars. */
export function BrowserStatesCard() {
  const { t, i18n } = useTranslation();
  const figures = useFigures();
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
    new Date('2026-08-15T00:00:00Z'),
  );
  return (
    <DemoCard
      title={t('demoDashboards.browsers.title')}
      subtitle={t('demoDashboards.browsers.subtitle', { month })}
    >
      <div className="d-flex flex-column gap-3">
        {BROWSERS.map(([name, share, tone]) => (
          <ProgressFigure
            key={name}
            label={name}
            value={share}
            text={figures.percent(share)}
            tone={tone}
          />
        ))}
      </div>
    </DemoCard>
  );
}
