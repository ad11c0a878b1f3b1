import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell, Mail } from 'lucide-react';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { BadgeExamples } from '../widgets/badge-examples';

/** `/components/pill-badges`: rounded badges, and counters on buttons. */
export function PillBadgesPage() {
  const { t } = useTranslation('demo-ui');
  const [unread, setUnread] = useState(5);
  return (
    <ShowcasePage page="pillBadges">
      <BadgeExamples pill />
      <ExampleCard title={t('badges.notifications')} description={t('badges.notificationsText')}>
        <div className="showcase-row">
          <button
            type="button"
            className="btn btn-primary position-relative"
            onClick={() => setUnread(0)}
          >
            <Mail size={16} aria-hidden="true" /> {t('badges.inbox')}
            {unread > 0 && (
              <span className="position-absolute top-0 start-100 translate-middle badge rounded-pill text-bg-danger">
                {unread}
                <span className="visually-hidden"> {t('badges.unread')}</span>
              </span>
            )}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setUnread(unread + 1)}
          >
            <Bell size={16} aria-hidden="true" /> {t('badges.addOne')}
          </button>
        </div>
      </ExampleCard>
    </ShowcasePage>
  );
}
