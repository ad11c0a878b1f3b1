import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@pamoja/contract/orders';
import { useMoney } from '../../../shared/format/money';
import { displayPhone } from '../../../shared/format/phone';
import { notify } from '../../../shared/notifications/notifications-store';
import { useOrderStatus } from '../api/get-order';
import { orderOutcome } from '../lib/order-outcome';

/** Slower than the dialog: nobody is staring at it any more. */
export const WATCH_INTERVAL_MS = 5_000;

interface OrderWatcherProps {
  order: Order;
  intervalMs?: number;
  onPaid: (order: Order) => void;
  onSettled: (id: string) => void;
}

/**
 * An order whose dialog was closed before M-Pesa answered: keeps asking while the cart is open,
 * then says how it ended (the promise the dialog makes) and, when paid, empties the cart.
 */
export function OrderWatcher({
  order,
  intervalMs = WATCH_INTERVAL_MS,
  onPaid,
  onSettled,
}: OrderWatcherProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const query = useOrderStatus({ initial: order, intervalMs, active: true });
  const current = query.data ?? order;
  const outcome = orderOutcome(current);
  const reported = useRef(false);

  useEffect(() => {
    if (outcome === 'waiting' || reported.current) return;
    reported.current = true;
    const values = {
      amount: money(current.total),
      phone: displayPhone(current.phoneNumber),
      receipt: current.receiptNumber ?? '',
      reason: current.failureReason ?? '',
      reference: current.reference,
    };
    notify({
      type: outcome === 'paid' ? 'success' : 'warning',
      smallTitle: t(`shop.checkout.status.${outcome}.title`),
      message: t(`shop.checkout.status.${outcome}.text`, values),
      duration: 0,
    });
    if (outcome === 'paid') onPaid(current);
    onSettled(current.id);
  }, [outcome, current, money, t, onPaid, onSettled]);

  return null;
}
