import { lazy, Suspense } from 'react';
import { Modal } from '../../../shared/ui/modal';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@pamoja/contract/staff';
import './assign-products.scss';

// Fetched when first opened: /staff keeps within its JavaScript budget (docs/web-app.md).
const AssignProducts = lazy(async () => ({
  default: (await import('./assign-products')).AssignProducts,
}));

interface AssignProductsDialogProps {
  /** The person whose products are shown; null closes the dialog. */
  staff: Staff | null;
  onHide: () => void;
}

/** "Assign products" from the staff list: wide, as it holds two lists side by side. */
export function AssignProductsDialog({ staff, onHide }: AssignProductsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      show={staff !== null}
      onHide={onHide}
      aria-labelledby="assign-products-title"
      size="lg"
      centered
      scrollable
    >
      <Modal.Header closeButton closeLabel={t('ui.close')}>
        <Modal.Title id="assign-products-title" as="h2" className="h5">
          {t('organisations.productPicker.title', { name: staff?.fullName ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Suspense
          fallback={
            <p role="status" className="d-flex align-items-center gap-2 text-body-secondary">
              <span className="spinner-border spinner-border-sm" aria-hidden="true" />
              {t('common.loading')}
            </p>
          }
        >
          {/* A fresh picker per person: nothing moved for one shows up for the next. */}
          {staff && <AssignProducts key={staff.userId} staff={staff} onClose={onHide} />}
        </Suspense>
      </Modal.Body>
    </Modal>
  );
}
