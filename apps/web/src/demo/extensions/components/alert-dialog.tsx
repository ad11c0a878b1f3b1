import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, CircleHelp, Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/modal';
import './alert-dialog.scss';

export type AlertType = 'success' | 'danger' | 'warning' | 'info' | 'question';

const ICONS = {
  success: CircleCheck,
  danger: CircleAlert,
  warning: TriangleAlert,
  info: Info,
  question: CircleHelp,
};

interface AlertDialogProps {
  show: boolean;
  type?: AlertType;
  title: string;
  text?: ReactNode;
  onClose: () => void;
  /** Closes by itself after this long, counting down in words. */
  timerMs?: number;
  /** Buttons in place of the single OK. */
  footer?: ReactNode;
  children?: ReactNode;
}

/** The SweetAlert pattern on the app's modal: a big icon, a title, a line of text and OK. */
export function AlertDialog({
  show,
  type,
  title,
  text,
  onClose,
  timerMs,
  footer,
  children,
}: AlertDialogProps) {
  const { t } = useTranslation('demo-extensions');
  const id = useId();
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!show || !timerMs) return;
    const ends = Date.now() + timerMs;
    const tick = window.setInterval(() => {
      const remaining = ends - Date.now();
      if (remaining <= 0) onClose();
      else setLeft(Math.ceil(remaining / 1000));
    }, 250);
    return () => {
      window.clearInterval(tick);
      setLeft(0);
    };
  }, [show, timerMs, onClose]);
  const Icon = type ? ICONS[type] : undefined;
  return (
    <Modal
      show={show}
      onHide={onClose}
      centered
      aria-labelledby={`${id}-title`}
      aria-describedby={text ? `${id}-text` : undefined}
    >
      <Modal.Body className="text-center p-4">
        {Icon && (
          <Icon
            size={64}
            strokeWidth={1.5}
            aria-hidden="true"
            className={`alert-dialog-icon text-${type === 'question' ? 'secondary' : type} mb-3`}
          />
        )}
        <h2 id={`${id}-title`} className="h4">
          {title}
        </h2>
        {text && (
          <p id={`${id}-text`} className="text-body-secondary mb-3">
            {text}
          </p>
        )}
        {children}
        {timerMs ? (
          <p className="small text-body-secondary" aria-live="polite">
            {t('alert.closesIn', { count: left || Math.ceil(timerMs / 1000) })}
          </p>
        ) : null}
        <div className="d-flex justify-content-center gap-2 mt-2">
          {footer ?? (
            <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
              {t('alert.ok')}
            </button>
          )}
        </div>
      </Modal.Body>
    </Modal>
  );
}
