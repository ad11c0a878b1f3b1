import { BadgeCheck, Pencil, Power, PowerOff, Trash2, Undo2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@pamoja/contract/products';
import { useApproveProduct } from '../api/approve-product';
import { useChangeProductStatus } from '../api/change-product-status';

interface ProductActionsProps {
  product: Product;
  /** Editing needs the product's business chosen (`x-organization`). */
  canEdit: boolean;
  /** Only a SUPER_ADMIN gives or withdraws approval (an ADMIN's "manage" is not enough). */
  canApprove: boolean;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

function IconButton({
  label,
  icon: Icon,
  tone,
  onClick,
  disabled,
}: {
  label: string;
  icon: LucideIcon;
  tone: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm btn-outline-${tone}`}
      onClick={onClick}
      aria-label={label}
      title={label}
      disabled={disabled}
    >
      <Icon size={14} aria-hidden="true" />
    </button>
  );
}

/** A row's actions: edit, activate or deactivate, delete, and approval for a SUPER_ADMIN. */
export function ProductActions({
  product,
  canEdit,
  canApprove,
  onEdit,
  onDelete,
}: ProductActionsProps) {
  const { t } = useTranslation();
  const status = useChangeProductStatus();
  const approval = useApproveProduct();
  const name = product.name;
  const active = product.status === 'ACTIVE';
  const busy = status.isPending || approval.isPending;

  return (
    <div className="product-actions">
      {canApprove && (
        <button
          type="button"
          className={`btn btn-sm ${product.approved ? 'btn-outline-secondary' : 'btn-success'}`}
          onClick={() => approval.mutate({ id: product.id, approved: !product.approved })}
          aria-label={t(product.approved ? 'products.withdrawItem' : 'products.approveItem', {
            name,
          })}
          title={t(product.approved ? 'products.withdraw' : 'products.approve')}
          disabled={busy}
        >
          {product.approved ? (
            <Undo2 size={14} aria-hidden="true" />
          ) : (
            <BadgeCheck size={14} aria-hidden="true" />
          )}
          <span className="product-action-text">
            {t(product.approved ? 'products.withdraw' : 'products.approve')}
          </span>
        </button>
      )}
      {canEdit && (
        <>
          <IconButton
            label={t('products.editItem', { name })}
            icon={Pencil}
            tone="primary"
            onClick={() => onEdit(product)}
          />
          <IconButton
            label={t(active ? 'products.deactivateItem' : 'products.activateItem', { name })}
            icon={active ? PowerOff : Power}
            tone={active ? 'warning' : 'success'}
            onClick={() =>
              status.mutate({ id: product.id, status: active ? 'INACTIVE' : 'ACTIVE' })
            }
            disabled={busy}
          />
          <IconButton
            label={t('products.deleteItem', { name })}
            icon={Trash2}
            tone="danger"
            onClick={() => onDelete(product)}
          />
        </>
      )}
    </div>
  );
}
