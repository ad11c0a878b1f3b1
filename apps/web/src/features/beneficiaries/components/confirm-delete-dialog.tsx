import { Modal } from '../../../shared/ui/modal';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteDialogProps {
  /** The beneficiary's name; null keeps the dialog closed. */
  name: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting asks first: a removed beneficiary has to be added (and verified) again. */
export function ConfirmDeleteDialog({
  name,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal show={name !== null} onHide={onCancel} aria-labelledby="delete-title" centered>
      <Modal.Header closeButton closeLabel={t('wallet.close')}>
        <Modal.Title id="delete-title" as="h2" className="h5">
          {t('wallet.beneficiaries.delete.title', { name: name ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('wallet.beneficiaries.delete.text')}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('wallet.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={pending}>
          {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('wallet.beneficiaries.delete.confirm')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
