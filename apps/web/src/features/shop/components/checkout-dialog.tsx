import { useRef, useState } from 'react';
import { Modal } from '../../../shared/ui/modal';
import { useTranslation } from 'react-i18next';
import type { Order } from '@pamoja/contract/orders';
import { localPhone } from '../../../shared/format/phone';
import type { useIdempotencyKey } from '../../../shared/http/idempotency';
import type { CheckoutBody } from '../api/checkout';
import type { CheckoutRefusal } from '../lib/checkout-refusal';
import { CheckoutForm } from './checkout-form';
import { CheckoutStatus } from './checkout-status';

interface CheckoutDialogProps {
  show: boolean;
  /** With the order when it is closed while M-Pesa has not answered yet. */
  onHide: (stillPending?: Order) => void;
  /** The member's own number, prefilled. */
  phoneNumber: string;
  items: CheckoutBody['items'];
  count: number;
  total: number;
  idempotency: ReturnType<typeof useIdempotencyKey>;
  onRefused: (refusal: CheckoutRefusal) => void;
  onPaid: (order: Order) => void;
  pollIntervalMs?: number;
  pollTimeoutMs?: number;
}

type Stage = { step: 'form' } | { step: 'status'; order: Order };

/** Checkout: the phone and total, then the live state of the M-Pesa prompt, then the outcome. */
export function CheckoutDialog({
  show,
  onHide,
  phoneNumber,
  items,
  count,
  total,
  idempotency,
  onRefused,
  onPaid,
  pollIntervalMs,
  pollTimeoutMs,
}: CheckoutDialogProps) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ step: 'form' });
  // The phone typed last time: a retry after a failure starts from it.
  const [phone, setPhone] = useState(localPhone(phoneNumber));
  // The latest known state of the order on screen, for closing while it is still pending.
  const latest = useRef<Order | null>(null);
  const hide = () => {
    const current = stage.step === 'status' ? latest.current : null;
    onHide(current?.status === 'PENDING' ? current : undefined);
  };

  return (
    <Modal
      show={show}
      onHide={hide}
      onExited={() => setStage({ step: 'form' })}
      aria-labelledby="checkout-title"
      centered
      // While M-Pesa is being asked, a click beside the dialog must not lose the answer.
      backdrop={stage.step === 'status' ? 'static' : true}
    >
      <Modal.Header closeButton closeLabel={t('ui.close')}>
        <Modal.Title id="checkout-title" as="h2" className="h5">
          {t('shop.checkout.title')}
        </Modal.Title>
      </Modal.Header>
      {stage.step === 'form' ? (
        <CheckoutForm
          phoneNumber={phone}
          items={items}
          count={count}
          total={total}
          idempotency={idempotency}
          onCancel={hide}
          onRefused={(refusal) => {
            onRefused(refusal);
            onHide();
          }}
          onStarted={(order, typed) => {
            latest.current = order;
            setPhone(typed);
            setStage({ step: 'status', order });
          }}
        />
      ) : (
        <CheckoutStatus
          key={stage.order.id}
          order={stage.order}
          intervalMs={pollIntervalMs}
          timeoutMs={pollTimeoutMs}
          onPaid={onPaid}
          onRetry={() => setStage({ step: 'form' })}
          onChange={(current) => {
            latest.current = current;
          }}
          onClose={hide}
        />
      )}
    </Modal>
  );
}
