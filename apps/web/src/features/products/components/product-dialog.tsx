import { Modal } from '../../../shared/ui/modal';
import { useTranslation } from 'react-i18next';
import type { Product } from '@pamoja/contract/products';
import { ProductForm } from './product-form';

interface ProductDialogProps {
  /** null: closed; `{}`: a new product; `{ product }`: edit it. */
  editing: { product?: Product } | null;
  onHide: () => void;
}

/** Create or edit a product; the form brings its own buttons. */
export function ProductDialog({ editing, onHide }: ProductDialogProps) {
  const { t } = useTranslation();
  const title = t(editing?.product ? 'products.edit' : 'products.new');
  return (
    <Modal
      show={editing !== null}
      onHide={onHide}
      aria-labelledby="product-dialog-title"
      size="lg"
      centered
      scrollable
    >
      <Modal.Header closeButton closeLabel={t('ui.close')}>
        <Modal.Title id="product-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {editing && <ProductForm product={editing.product} onDone={onHide} />}
      </Modal.Body>
    </Modal>
  );
}
