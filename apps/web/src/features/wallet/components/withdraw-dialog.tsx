import { useState } from 'react';
import { Modal } from '../../../shared/ui/modal';
import { CircleCheck, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import type { WithdrawKind } from '../lib/fees';
import { useMoney } from '../../../shared/format/money';
import { displayPhone } from '../../../shared/format/phone';
import { WithdrawForm } from './withdraw-form';

interface WithdrawDialogProps {
  kind: WithdrawKind | null;
  available: number;
  currency: string;
  onHide: () => void;
}

interface Result {
  transaction: WalletTransaction;
  message: string;
}

function WithdrawResult({ result, onClose }: { result: Result; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { transaction } = result;
  const sent = transaction.status === 'SUCCESS';
  const Icon = sent ? CircleCheck : Send;
  const to = transaction.beneficiaryName ?? displayPhone(transaction.phoneNumber ?? '');
  return (
    <>
      <div className="modal-body">
        <div role="status" className="text-center">
          <Icon size={40} className="text-success mb-3" aria-hidden="true" />
          <h3 className="h5">{result.message}</h3>
          <p className="mb-1">
            {t(sent ? 'wallet.withdraw.result.sent' : 'wallet.withdraw.result.pending', {
              amount: money(transaction.amount, transaction.currency),
              fee: money(transaction.fee, transaction.currency),
              to,
            })}
          </p>
          <p className="text-body-secondary small mb-0">
            {t('wallet.topUp.status.reference', { reference: transaction.reference })}
          </p>
        </div>
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('wallet.done')}
        </button>
      </div>
    </>
  );
}

/** One dialog for the four withdrawals; `kind` picks the form and opens it. */
export function WithdrawDialog({ kind, available, currency, onHide }: WithdrawDialogProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<WithdrawKind | null>(kind);
  const [result, setResult] = useState<Result | null>(null);
  // Keep the last kind while the dialog fades out, so its content does not vanish mid-animation.
  if (kind !== null && kind !== shown) setShown(kind);

  return (
    <Modal
      show={kind !== null}
      onHide={onHide}
      onExited={() => setResult(null)}
      aria-labelledby="withdraw-title"
      centered
      backdrop="static"
    >
      <Modal.Header closeButton closeLabel={t('wallet.close')}>
        <Modal.Title id="withdraw-title" as="h2" className="h5">
          {shown ? t(`wallet.withdraw.title.${shown}`) : ''}
        </Modal.Title>
      </Modal.Header>
      {result ? (
        <WithdrawResult result={result} onClose={onHide} />
      ) : (
        shown && (
          <WithdrawForm
            key={shown}
            kind={shown}
            available={available}
            currency={currency}
            onCancel={onHide}
            onDone={(transaction, message) => setResult({ transaction, message })}
          />
        )
      )}
    </Modal>
  );
}
