import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { notify } from '../../../shared/notifications/notifications-store';
import type { NotificationType } from '../../../shared/notifications/notifications-store';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import './toasts.scss';

const TYPES: readonly NotificationType[] = ['success', 'info', 'warning', 'danger'];
const ICONS = { success: CircleCheck, info: Info, warning: TriangleAlert, danger: CircleAlert };

/** `/components/toasts`: the app's own notifications, and Bootstrap's toasts laid on the page. */
export function ToastsPage() {
  const { t } = useTranslation('demo-ui');
  const [closed, setClosed] = useState<string[]>([]);
  const close = (id: string) => setClosed((current) => [...current, id]);

  const staticToast = (id: string, type: NotificationType, withIcon: boolean) => {
    if (closed.includes(id)) return null;
    const Icon = ICONS[type];
    return (
      <div key={id} className="toast show showcase-toast">
        <div className="toast-header">
          {withIcon && (
            <Icon size={16} className={`me-2 text-${type}-emphasis`} aria-hidden="true" />
          )}
          <strong className="me-auto">{t(`toasts.types.${type}`)}</strong>
          <small>{t('toasts.ago')}</small>
          <button
            type="button"
            className="btn-close ms-2"
            aria-label={t('toasts.close', { name: t(`toasts.types.${type}`) })}
            onClick={() => close(id)}
          />
        </div>
        <div className="toast-body">{t(`toasts.messages.${type}`)}</div>
      </div>
    );
  };

  return (
    <ShowcasePage page="toasts">
      <ExampleCard title={t('toasts.live')} description={t('toasts.liveText')} wide>
        <div className="showcase-row">
          {TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className={`btn btn-outline-${type}`}
              onClick={() =>
                notify({
                  type,
                  title: t(`toasts.types.${type}`),
                  smallTitle: t('toasts.now'),
                  message: t(`toasts.messages.${type}`),
                })
              }
            >
              {t('toasts.show', { type: t(`toasts.types.${type}`) })}
            </button>
          ))}
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() =>
              notify({ type: 'info', message: t('toasts.messages.sticky'), duration: 0 })
            }
          >
            {t('toasts.sticky')}
          </button>
        </div>
      </ExampleCard>
      <ExampleCard title={t('toasts.translucent')} description={t('toasts.translucentText')}>
        <div className="toast-stack p-3 rounded">
          {staticToast('translucent-1', 'info', false)}
          {staticToast('translucent-2', 'success', false)}
        </div>
      </ExampleCard>
      <ExampleCard title={t('toasts.withIcons')}>
        <div className="d-grid gap-3">
          {TYPES.map((type) => staticToast(`icon-${type}`, type, true))}
        </div>
      </ExampleCard>
    </ShowcasePage>
  );
}
