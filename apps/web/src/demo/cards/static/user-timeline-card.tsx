import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import { DemoCard } from '../components/demo-card';
import { AvatarGroup } from '../components/avatar';
import type { Tone } from '../components/avatar';

const EVENTS: { id: string; tone: Tone; minutesAgo: number }[] = [
  { id: 'invoices', tone: 'primary', minutesAgo: 12 },
  { id: 'meeting', tone: 'warning', minutesAgo: 45 },
  { id: 'project', tone: 'info', minutesAgo: 2 * 24 * 60 },
];

/** User Timeline: the latest events of a user's day; static, the mock has no call. */
export function UserTimelineCard() {
  const { t, i18n } = useTranslation();
  const ago = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
  const when = (minutes: number) =>
    minutes < 60 ? ago.format(-minutes, 'minute') : ago.format(-Math.round(minutes / 1440), 'day');
  return (
    <DemoCard title={t('demoDashboards.timeline.title')}>
      <ol className="demo-timeline">
        {EVENTS.map((event) => (
          <li key={event.id}>
            <span className={`demo-timeline-dot bg-${event.tone}`} aria-hidden="true" />
            <div className="d-flex flex-wrap justify-content-between gap-1">
              <h3 className="h6 mb-1">{t(`demoDashboards.timeline.${event.id}.title`)}</h3>
              <span className="small text-body-secondary">{when(event.minutesAgo)}</span>
            </div>
            <p className="small mb-2">{t(`demoDashboards.timeline.${event.id}.text`)}</p>
            {event.id === 'invoices' && (
              <p className="small mb-0 d-inline-flex align-items-center gap-1">
                <FileText size={16} aria-hidden="true" /> invoice.pdf
              </p>
            )}
            {event.id === 'meeting' && (
              <p className="small mb-0">{t('demoDashboards.timeline.meeting.with')}</p>
            )}
            {event.id === 'project' && (
              <AvatarGroup
                label={t('demoDashboards.team')}
                names={['Vinnie Mostowy', 'Elicia Rieske', 'Julee Rossignol']}
              />
            )}
          </li>
        ))}
      </ol>
    </DemoCard>
  );
}
