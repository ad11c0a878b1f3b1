import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays, MapPin } from 'lucide-react';
import { AvatarGroup } from '../components/avatar';

// A fixed meetup: demo content, the mock has no call for events on this card.
const STARTS = new Date('2026-07-24T10:00:00Z');
const ENDS = new Date('2026-07-24T18:00:00Z');

/** Developer Meetup (e-commerce): a meetup's day, time, place and who is going. */
export function DeveloperMeetupCard() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(i18n.language, { ...options, timeZone: 'UTC' });
  const range = format({ dateStyle: 'full', timeStyle: 'short' }).formatRange(STARTS, ENDS);
  return (
    <section className="card h-100" aria-labelledby={id}>
      <div className="card-body d-flex flex-column gap-3">
        <div className="d-flex align-items-center gap-3">
          <p
            className="d-flex flex-column align-items-center border-end pe-3 mb-0"
            aria-hidden="true"
          >
            <span className="small text-uppercase">
              {format({ weekday: 'short' }).format(STARTS)}
            </span>
            <span className="h4 mb-0">{format({ day: 'numeric' }).format(STARTS)}</span>
          </p>
          <div>
            <h2 id={id} className="h5 mb-0">
              {t('demoDashboards.meetup.title')}
            </h2>
            <p className="small mb-0">{t('demoDashboards.meetup.text')}</p>
          </div>
        </div>
        <ul className="list-unstyled d-flex flex-column gap-2 mb-0">
          <li className="d-flex gap-2">
            <CalendarDays size={18} aria-hidden="true" className="flex-shrink-0 mt-1" />
            <span>{range}</span>
          </li>
          <li className="d-flex gap-2">
            <MapPin size={18} aria-hidden="true" className="flex-shrink-0 mt-1" />
            <span>Central Park, Manhattan, New York</span>
          </li>
        </ul>
        <AvatarGroup
          label={t('demoDashboards.meetup.going')}
          names={['Billy Hopkins', 'Amy Carson', 'Brandon Miles', 'Daisy Weber', 'Nathan Black']}
        />
      </div>
    </section>
  );
}
