import { useRef, useState } from 'react';
import { Modal } from '../../../shared/ui/modal';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { localPhone } from '../../../shared/format/phone';
import { TopUpForm, type TopUpValues } from './top-up-form';
import { TopUpStatus } from './top-up-status';

interface TopUpDialogProps {
  show: boolean;
  /** With the top-up when it is closed while M-Pesa has not answered yet. */
  onHide: (stillPending?: WalletTransaction) => void;
  /** The member's own number, prefilled. */
  phoneNumber: string;
  pollIntervalMs?: number;
  pollTimeoutMs?: number;
}

type Stage = { step: 'form' } | { step: 'status'; transaction: WalletTransaction };

/** M-Pesa top-up: the form, then the live status of the prompt on the phone. */
export function TopUpDialog({
  show,
  onHide,
  phoneNumber,
  pollIntervalMs,
  pollTimeoutMs,
}: TopUpDialogProps) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ step: 'form' });
  // The latest known state of the top-up on screen, for closing while it is still pending.
  const latest = useRef<WalletTransaction | null>(null);
  const hide = () => {
    const current = stage.step === 'status' ? latest.current : null;
    onHide(current?.status === 'PENDING' ? current : undefined);
  };
  const [values, setValues] = useState<TopUpValues>({
    phoneNumber: localPhone(phoneNumber),
    amount: '',
  });

  return (
    <Modal
      show={show}
      onHide={hide}
      onExited={() => setStage({ step: 'form' })}
      aria-labelledby="top-up-title"
      centered
      // While M-Pesa is being asked, a click beside the dialog must not lose the answer.
      backdrop={stage.step === 'status' ? 'static' : true}
    >
      <Modal.Header closeButton closeLabel={t('wallet.close')}>
        <Modal.Title id="top-up-title" as="h2" className="h5">
          {t('wallet.topUp.title')}
        </Modal.Title>
      </Modal.Header>
      {stage.step === 'form' ? (
        <TopUpForm
          defaults={values}
          onCancel={hide}
          onStarted={(transaction, submitted) => {
            latest.current = transaction;
            setValues(submitted);
            setStage({ step: 'status', transaction });
          }}
        />
      ) : (
        <TopUpStatus
          key={stage.transaction.id}
          transaction={stage.transaction}
          intervalMs={pollIntervalMs}
          timeoutMs={pollTimeoutMs}
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
