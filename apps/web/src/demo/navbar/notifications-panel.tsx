import { useTranslation } from 'react-i18next';
import { DEMO_NOTIFICATIONS, type DemoNotificationId } from './demo-notifications';
import './navbar-search.scss';

interface NotificationsPanelProps {
  id: string;
  read: ReadonlySet<DemoNotificationId>;
  onRead: (id: DemoNotificationId) => void;
  onReadAll: () => void;
}

/** The sample notifications, marked as the demo's, and "Mark all as read". */
export function NotificationsPanel({ id, read, onRead, onReadAll }: NotificationsPanelProps) {
  const { t, i18n } = useTranslation();
  const unread = DEMO_NOTIFICATIONS.length - read.size;
  const ago = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
  const when = (minutes: number) =>
    minutes < 60
      ? ago.format(-minutes, 'minute')
      : minutes < 1440
        ? ago.format(-Math.round(minutes / 60), 'hour')
        : ago.format(-Math.round(minutes / 1440), 'day');

  return (
    <div
      id={id}
      className="navbar-panel navbar-notifications-panel"
      role="group"
      aria-label={t('demoNavbar.notifications.title')}
    >
      <div className="navbar-panel-head">
        <h2 className="h6 mb-0">{t('demoNavbar.notifications.title')}</h2>
        <span className="badge rounded-pill bg-secondary-subtle text-secondary-emphasis">
          {t('demoNavbar.demo')}
        </span>
        <span className="badge rounded-pill bg-primary-subtle text-primary-emphasis ms-auto">
          {t('demoNavbar.notifications.new', { count: unread })}
        </span>
      </div>
      <ul className="navbar-panel-list">
        {DEMO_NOTIFICATIONS.map((item) => (
          <li key={item.id} className={read.has(item.id) ? 'read' : undefined}>
            <button type="button" className="navbar-notification" onClick={() => onRead(item.id)}>
              <span
                className={`navbar-notification-avatar bg-${item.variant}-subtle text-${item.variant}-emphasis`}
                aria-hidden="true"
              >
                {item.initials}
              </span>
              <span>
                <strong className="d-block">
                  {t(`demoNavbar.notifications.items.${item.id}.title`)}
                </strong>
                <span className="d-block small">
                  {t(`demoNavbar.notifications.items.${item.id}.text`)}
                </span>
                <span className="d-block small text-body-secondary">{when(item.minutesAgo)}</span>
              </span>
              {!read.has(item.id) && (
                <span className="visually-hidden">{t('demoNavbar.notifications.unread')}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-primary btn-sm w-100 mt-2"
        disabled={unread === 0}
        onClick={onReadAll}
      >
        {t('demoNavbar.notifications.markAll')}
      </button>
    </div>
  );
}
