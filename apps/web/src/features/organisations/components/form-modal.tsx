import type { ReactNode } from 'react';
import { Modal } from '../../../shared/ui/modal';
import { useTranslation } from 'react-i18next';

interface FormModalProps {
  show: boolean;
  title: ReactNode;
  onHide: () => void;
  children: ReactNode;
}

/** The create/edit dialog of a list: the form inside brings its own buttons. */
export function FormModal({ show, title, onHide, children }: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="form-modal-title" centered>
      <Modal.Header closeButton closeLabel={t('ui.close')}>
        <Modal.Title id="form-modal-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
    </Modal>
  );
}
