import { useEffect, useRef } from 'react';
import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@pamoja/contract/orders';
import { useMoney } from '../../../shared/format/money';
import { displayPhone } from '../../../shared/format/phone';
import { useWaitWindow } from '../../../shared/mpesa/wait-window';
import { useOrderStatus } from '../api/get-order';
import { orderOutcome } from '../lib/order-outcome';

/** How often to ask, and for how long before saying "still waiting" (the STK prompt's life). */
export const CHECKOUT_POLL = { intervalMs: 2_000, timeoutMs: 150_000 } as const;

interface CheckoutStatusProps {
  order: Order;
  intervalMs?: number;
  timeoutMs?: number;
  /** Once, when the order turns PAID: the cart is emptied. */
  onPaid: (order: Order) => void;
  /** Every state the order passes through. */
  onChange?: (current: Order) => void;
  onRetry: () => void;
  onClose: () => void;
}

/** The live state of the order's M-Pesa prompt, then its receipt or what to do next. */
export function CheckoutStatus({
  order,
  intervalMs = CHECKOUT_POLL.intervalMs,
  timeoutMs = CHECKOUT_POLL.timeoutMs,
  onPaid,
  onChange,
  onRetry,
  onClose,
}: CheckoutStatusProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const wait = useWaitWindow(timeoutMs);
  const query = useOrderStatus({ initial: order, intervalMs, active: !wait.expired });
  const current = query.data ?? order;
  const outcome = orderOutcome(current);
  const paidOnce = useRef(false);
  const values = {
    amount: money(current.total),
    phone: displayPhone(current.phoneNumber),
    receipt: current.receiptNumber ?? '',
    reason: current.failureReason ?? '',
    reference: current.reference,
  };

  useEffect(() => {
    if (outcome !== 'paid' || paidOnce.current) return;
    paidOnce.current = true;
    onPaid(current);
  }, [outcome, current, onPaid]);
  useEffect(() => {
    onChange?.(current);
  }, [current, onChange]);

  const waiting = outcome === 'waiting';
  const stillWaiting = waiting && wait.expired;
  const key = stillWaiting ? 'stillWaiting' : outcome;
  const Icon = outcome === 'paid' ? CircleCheck : waiting ? Hourglass : CircleX;
  const tone = outcome === 'paid' ? 'text-success' : waiting ? 'text-primary' : 'text-danger';

  return (
    <>
      <div className="modal-body">
        <div role="status" aria-live="polite" className="text-center">
          {waiting && !stillWaiting ? (
            <span className="spinner-border text-primary mb-3" aria-hidden="true" />
          ) : (
            <Icon size={40} className={`${tone} mb-3`} aria-hidden="true" />
          )}
          <h3 className="h5">{t(`shop.checkout.status.${key}.title`)}</h3>
          <p className="mb-2">{t(`shop.checkout.status.${key}.text`, values)}</p>
          {!waiting && outcome !== 'paid' && (
            <p className="text-body-secondary small mb-0">{t('shop.checkout.status.cartKept')}</p>
          )}
          {waiting && query.isError && (
            <p className="text-warning-emphasis small mb-0">
              {t('shop.checkout.status.connection')}
            </p>
          )}
        </div>
        {outcome === 'paid' && (
          <div className="shop-receipt mt-3" data-testid="checkout-receipt">
            <ul className="list-unstyled mb-2">
              {current.lines.map((line) => (
                <li key={line.productId} className="d-flex justify-content-between gap-3">
                  <span>
                    {line.quantity} × {line.name}
                  </span>
                  <span className="text-nowrap">{money(line.total)}</span>
                </li>
              ))}
            </ul>
            <p className="d-flex justify-content-between fw-semibold border-top pt-2 mb-0">
              <span>{t('shop.cart.total')}</span>
              <span>{money(current.total)}</span>
            </p>
          </div>
        )}
        {/* A paid order's text names its reference already. */}
        {outcome !== 'paid' && (
          <p className="text-body-secondary small text-center mt-3 mb-0">
            {t('shop.checkout.status.reference', { reference: current.reference })}
          </p>
        )}
      </div>
      <div className="modal-footer">
        {stillWaiting && (
          <button type="button" className="btn btn-outline-primary" onClick={wait.restart}>
            {t('shop.checkout.status.checkAgain')}
          </button>
        )}
        {!waiting && outcome !== 'paid' && (
          <button type="button" className="btn btn-outline-primary" onClick={onRetry}>
            {t('shop.checkout.status.tryAgain')}
          </button>
        )}
        {outcome === 'paid' ? (
          <>
            <Link to="/shop" className="btn btn-outline-secondary">
              {t('shop.checkout.status.continue')}
            </Link>
            <Link to={`/orders/${current.id}`} className="btn btn-primary">
              {t('shop.checkout.status.viewOrder')}
            </Link>
          </>
        ) : (
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('ui.close')}
          </button>
        )}
      </div>
    </>
  );
}
