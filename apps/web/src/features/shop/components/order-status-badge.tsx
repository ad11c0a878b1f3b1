import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@pamoja/contract/orders';

const TONE: Readonly<Record<OrderStatus, string>> = {
  PENDING: 'text-bg-warning',
  PAID: 'text-bg-success',
  FAILED: 'text-bg-danger',
};

/** An order's state, by colour and in words (colour alone says nothing to some readers). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${TONE[status] ?? 'text-bg-light'}`} data-status={status}>
      {t(`shop.orders.status.${status}`, { defaultValue: status })}
    </span>
  );
}
