import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

interface FormDialogProps {
  show: boolean;
  title: ReactNode;
  onHide: () => void;
  children: ReactNode;
  /** Kept open on a click beside it while something must not be lost (a payment under way). */
  locked?: boolean;
  /** After the closing animation: the moment to reset what the dialog showed. */
  onExited?: () => void;
  /** Wide enough for a table (the per-member statuses of a group purchase). */
  size?: 'lg';
}

/** The create/edit dialog of a screen: a title, a close button and a form that brings its buttons. */
export function FormDialog({
  show,
  title,
  onHide,
  children,
  locked = false,
  onExited,
  size,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={onExited}
      aria-labelledby={titleId}
      centered
      size={size}
      backdrop={locked ? 'static' : true}
    >
      <Modal.Header closeButton closeLabel={t('ui.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
    </Modal>
  );
}
