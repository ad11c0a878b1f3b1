import { useTranslation } from 'react-i18next';
import type { Product } from '@pamoja/contract/products';
import { isHttpError } from '../../../shared/http/http-error';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDeleteProduct } from '../api/delete-product';

interface DeleteProductDialogProps {
  product: Product | null;
  onDone: (deleted: boolean) => void;
}

/**
 * Asks before deleting. The server refuses (409) a product on sale or one with orders, and says
 * what to do instead: that sentence stays in the dialog, where the reader is looking.
 */
export function DeleteProductDialog({ product, onDone }: DeleteProductDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteProduct();

  const close = (deleted: boolean) => {
    remove.reset();
    onDone(deleted);
  };

  const onConfirm = () => {
    if (!product) return;
    remove.mutate(product.id, { onSuccess: () => close(true) });
  };

  return (
    <ConfirmDialog
      show={product !== null}
      title={t('products.deleteTitle', { name: product?.name ?? '' })}
      confirmLabel={t('products.delete')}
      pending={remove.isPending}
      onConfirm={onConfirm}
      onCancel={() => close(false)}
    >
      <p className={remove.error ? 'mb-3' : 'mb-0'}>{t('products.deleteText')}</p>
      {remove.error ? (
        <div className="alert alert-danger mb-0" role="alert">
          {isHttpError(remove.error) ? remove.error.text : t('common.loadFailed')}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
