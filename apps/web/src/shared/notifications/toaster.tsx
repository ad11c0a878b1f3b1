import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationsStore } from './notifications-store';

// The toast (and its icons) arrives with the first notification: most first visits, /login
// included, never show one, and the shell stays within its budget (docs/web-app.md).
const NotificationToast = lazy(async () => ({
  default: (await import('./notification-toast')).NotificationToast,
}));

/**
 * Both live regions are always in the DOM: screen readers only announce changes inside a live
 * region that already existed. Errors are assertive; everything else waits its turn.
 */
export function Toaster() {
  const { t } = useTranslation();
  const items = useNotificationsStore((state) => state.items);
  const dismiss = useNotificationsStore((state) => state.dismiss);
  const urgent = items.filter((item) => item.type === 'danger');
  const polite = items.filter((item) => item.type !== 'danger');

  return (
    <section className="app-toaster" aria-label={t('notifications.region')}>
      <div aria-live="assertive" aria-relevant="additions" className="app-toaster-stack">
        <Suspense fallback={null}>
          {urgent.map((item) => (
            <NotificationToast key={item.id} notification={item} onClose={dismiss} />
          ))}
        </Suspense>
      </div>
      <div aria-live="polite" aria-relevant="additions" className="app-toaster-stack">
        <Suspense fallback={null}>
          {polite.map((item) => (
            <NotificationToast key={item.id} notification={item} onClose={dismiss} />
          ))}
        </Suspense>
      </div>
    </section>
  );
}
