import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { BRAND } from '../config/env';
import type { AppNotification, NotificationType } from './notifications-store';

const ICONS: Record<NotificationType, LucideIcon> = {
  danger: CircleAlert,
  success: CircleCheck,
  info: Info,
  warning: TriangleAlert,
};

interface NotificationToastProps {
  notification: AppNotification;
  onClose: (id: number) => void;
}

export function NotificationToast({ notification, onClose }: NotificationToastProps) {
  const { t } = useTranslation();
  const { id, type, message, duration } = notification;
  // WCAG 2.2.1: a reader who hovers or focuses the toast gets all the time they need.
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || duration <= 0) return;
    const timer = window.setTimeout(() => onClose(id), duration);
    return () => window.clearTimeout(timer);
  }, [paused, duration, id, onClose]);

  const Icon = ICONS[type];
  const title = notification.title ?? BRAND;
  const smallTitle = notification.smallTitle ?? t(`notifications.types.${type}`);

  return (
    <div
      className={`toast show app-toast app-toast-${type}`}
      data-type={type}
      aria-atomic="true"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast-header">
        <Icon className={`app-toast-icon text-${type}`} size={18} aria-hidden="true" />
        <strong className="app-toast-title">{title}</strong>
        <small className="app-toast-small">{smallTitle}</small>
        <button
          type="button"
          className="btn-close"
          aria-label={t('notifications.close')}
          onClick={() => onClose(id)}
        />
      </div>
      <div className="toast-body">{message}</div>
    </div>
  );
}
