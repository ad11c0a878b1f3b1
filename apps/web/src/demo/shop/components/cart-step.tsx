import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import type { CartLine } from '../../mock/schemas/shop-schema';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { cartTotals } from '../lib/cart-totals';
import { CartLineItem } from './cart-line-item';
import { PriceDetails } from './price-details';

interface CartStepProps {
  lines: CartLine[];
  quantities: Record<number, number>;
  onQty: (productId: number, qty: number) => void;
  onNext: () => void;
}

/** Step 1: the cart's lines, their quantities, and the price details with "Place order". */
export function CartStep({ lines, quantities, onQty, onNext }: CartStepProps) {
  const { t } = useTranslation('demo-shop');
  const remove = useRemoveFromCart();
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const totals = cartTotals(lines, quantities);
  return (
    <div className="row g-3">
      <div className="col-12 col-xl-8">
        {lines.map((line) => (
          <CartLineItem
            key={line.id}
            line={line}
            qty={quantities[line.id] ?? line.qty}
            onQty={(qty) => onQty(line.id, qty)}
            onRemove={() => setRemoving(line)}
          />
        ))}
      </div>
      <div className="col-12 col-xl-4">
        <PriceDetails totals={totals}>
          <button type="button" className="btn btn-primary w-100" onClick={onNext}>
            {t('checkout.placeOrder')}
          </button>
        </PriceDetails>
      </div>
      <ConfirmDialog
        show={removing !== null}
        title={t('checkout.removeTitle')}
        confirmLabel={t('checkout.remove')}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })
        }
      >
        {t('checkout.removeText', { name: removing?.name ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
