import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import { useDisclosure } from '../../shared/hooks/use-disclosure';
import { DEMO_NOTIFICATIONS, type DemoNotificationId } from './demo-notifications';
import './navbar-tools.scss';

const NotificationsPanel = lazy(async () => ({
  default: (await import('./notifications-panel')).NotificationsPanel,
}));

/** The navbar's bell with its unread count; the list itself loads on the first opening. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const panelId = useId();
  const { open, setOpen, root, toggle } = useDisclosure();
  // Demo notifications: read until the page is reloaded, like every other demo change.
  const [read, setRead] = useState<ReadonlySet<DemoNotificationId>>(new Set());
  const unread = DEMO_NOTIFICATIONS.length - read.size;

  return (
    <div className="navbar-notifications" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="btn btn-icon navbar-count-button"
        aria-label={t('demoNavbar.notifications.open', { count: unread })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Bell size={20} aria-hidden="true" />
        {unread > 0 && (
          <span className="navbar-count" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel
            id={panelId}
            read={read}
            onRead={(id) => setRead((old) => new Set(old).add(id))}
            onReadAll={() => setRead(new Set(DEMO_NOTIFICATIONS.map((item) => item.id)))}
          />
        </Suspense>
      )}
    </div>
  );
}
