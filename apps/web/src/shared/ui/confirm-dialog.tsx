import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

interface ConfirmDialogProps {
  /** Shown while true. */
  show: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Label of the confirming button ("Delete"). */
  confirmLabel: ReactNode;
  pending?: boolean;
  /** `danger` for what cannot be undone. */
  variant?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone (deletes, removals). */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  pending = false,
  variant = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby="confirm-dialog-title" centered>
      <Modal.Header closeButton closeLabel={t('ui.close')}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      {children && <Modal.Body>{children}</Modal.Body>}
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('ui.cancel')}
        </button>
        <button
          type="button"
          className={`btn btn-${variant}`}
          onClick={onConfirm}
          disabled={pending}
        >
          {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {confirmLabel}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
