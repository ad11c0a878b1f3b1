import { useTranslation } from 'react-i18next';
import { CreditCard, FileText, MapPin, UserPlus } from 'lucide-react';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import './timeline.scss';

const EVENTS = [
  ['invoice', 'primary', FileText],
  ['meeting', 'success', UserPlus],
  ['payment', 'warning', CreditCard],
  ['trip', 'info', MapPin],
] as const;

/** `/components/timeline`: events in order, with dots or with icons. */
export function TimelinePage() {
  const { t } = useTranslation('demo-ui');
  const list = (icons: boolean) => (
    <ol className={`timeline${icons ? ' timeline-icons' : ''}`}>
      {EVENTS.map(([id, variant, Icon]) => (
        <li key={id} className="timeline-item">
          <span
            className={`timeline-point bg-${variant}-subtle text-${variant}-emphasis`}
            aria-hidden="true"
          >
            {icons && <Icon size={14} />}
          </span>
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <p className="fw-semibold mb-1">{t(`timeline.events.${id}`)}</p>
            <small className="text-body-secondary">{t(`timeline.when.${id}`)}</small>
          </div>
          <p className="mb-0">{t(`timeline.details.${id}`)}</p>
        </li>
      ))}
    </ol>
  );
  return (
    <ShowcasePage page="timeline">
      <ExampleCard title={t('timeline.basic')}>{list(false)}</ExampleCard>
      <ExampleCard title={t('timeline.withIcons')}>{list(true)}</ExampleCard>
    </ShowcasePage>
  );
}
