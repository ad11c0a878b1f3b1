import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationToast } from '../../../shared/notifications/notification-toast';
import { notify } from '../../../shared/notifications/notifications-store';
import type {
  AppNotification,
  NotificationType,
} from '../../../shared/notifications/notifications-store';
import { ShowcaseCard } from '../../forms-tables/components/showcase-card';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';
import './toastr.scss';

const TYPES: NotificationType[] = ['success', 'info', 'warning', 'danger'];
const PLACES = [
  'top-start',
  'top-center',
  'top-end',
  'bottom-start',
  'bottom-center',
  'bottom-end',
] as const;
type Place = (typeof PLACES)[number];

let nextId = 1;

/** `/extensions/toastr`: the app's toasts in their types and options, and placed in each corner. */
export function ToastrRoute() {
  const { t } = useTranslation('demo-extensions');
  const [placed, setPlaced] = useState<(AppNotification & { place: Place })[]>([]);
  const dismiss = (id: number) => setPlaced((list) => list.filter((item) => item.id !== id));
  const place = (where: Place) =>
    setPlaced((list) => [
      ...list.filter((item) => item.place !== where),
      {
        id: nextId++,
        place: where,
        type: 'info',
        message: t('toastr.placedText', { place: t(`toastr.place.${where}`) }),
        duration: 4000,
        title: t('toastr.placedTitle'),
      },
    ]);
  return (
    <ShowcasePage title={t('toastr.title')} lead={t('toastr.lead')}>
      <ShowcaseCard title={t('toastr.types')} description={t('toastr.typesNote')}>
        <div className="d-flex flex-wrap gap-2">
          {TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className={`btn btn-outline-${type}`}
              onClick={() =>
                notify({
                  type,
                  title: t(`toastr.type.${type}`),
                  message: t(`toastr.message.${type}`),
                })
              }
            >
              {t(`toastr.type.${type}`)}
            </button>
          ))}
        </div>
      </ShowcaseCard>
      <ShowcaseCard title={t('toastr.options')}>
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => notify({ type: 'info', message: t('toastr.stickyText'), duration: 0 })}
          >
            {t('toastr.sticky')}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() =>
              notify({ type: 'success', message: t('toastr.quickText'), duration: 2000 })
            }
          >
            {t('toastr.quick')}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() =>
              notify({
                type: 'warning',
                title: t('toastr.customTitle'),
                smallTitle: t('toastr.now'),
                message: t('toastr.customText'),
              })
            }
          >
            {t('toastr.custom')}
          </button>
        </div>
      </ShowcaseCard>
      <ShowcaseCard title={t('toastr.positions')} description={t('toastr.positionsNote')} wide>
        <div className="d-flex flex-wrap gap-2">
          {PLACES.map((where) => (
            <button
              key={where}
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => place(where)}
            >
              {t(`toastr.place.${where}`)}
            </button>
          ))}
        </div>
      </ShowcaseCard>
      {PLACES.map((where) => (
        <div key={where} className={`toastr-place toastr-${where}`} aria-live="polite">
          {placed
            .filter((item) => item.place === where)
            .map((item) => (
              <NotificationToast key={item.id} notification={item} onClose={dismiss} />
            ))}
        </div>
      ))}
    </ShowcasePage>
  );
}
