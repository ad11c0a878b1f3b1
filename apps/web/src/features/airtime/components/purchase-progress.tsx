import { CircleAlert, CircleCheck, CircleX, Hourglass, ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { useMoney } from '../../../shared/format/money';
import { displayPhone } from '../../../shared/format/phone';
import { usePurchaseProgress, type PollTiming } from '../hooks/use-purchase-progress';
import { creditedOf, summaryOf, wasPaid, type PurchaseOutcome } from '../lib/purchase-outcome';
import { AirtimeLines } from './airtime-lines';
import { ReceiptForm } from './receipt-form';

interface PurchaseProgressProps {
  /** What the POST answered. */
  transaction: WalletTransaction;
  /** A group run lists every member's line; a single purchase says it in one sentence. */
  kind: 'single' | 'group';
  /** The number the airtime is for (single purchases). */
  recipientPhone?: string;
  timing?: PollTiming;
  /** The main button once it is over: `retry` when the payment did not go through. */
  onAgain: (retry: boolean) => void;
  /** Its label when the payment went through ("Buy more airtime" unless told). */
  againLabel?: string;
}

const GROUP_TEXTS: ReadonlySet<PurchaseOutcome> = new Set(['sending', 'delivered']);

function Icon({ outcome, spinning }: { outcome: PurchaseOutcome; spinning: boolean }) {
  if (spinning) return <span className="spinner-border text-primary mb-3" aria-hidden="true" />;
  if (outcome === 'delivered')
    return <CircleCheck size={40} className="text-success mb-3" aria-hidden="true" />;
  if (outcome === 'partial')
    return <CircleAlert size={40} className="text-warning mb-3" aria-hidden="true" />;
  if (outcome === 'awaitingPayment' || outcome === 'sending')
    return <Hourglass size={40} className="text-primary mb-3" aria-hidden="true" />;
  return <CircleX size={40} className="text-danger mb-3" aria-hidden="true" />;
}

/** The M-Pesa wait, then the live delivery, then how it ended and what to do next. */
export function PurchaseProgress({
  transaction,
  kind,
  recipientPhone,
  timing,
  onAgain,
  againLabel,
}: PurchaseProgressProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const progress = usePurchaseProgress(transaction, timing);
  const { current, outcome, waiting, stillWaiting } = progress;
  const summary = summaryOf(current);
  const recipient = recipientPhone ?? current.airtimeLines?.[0]?.phoneNumber ?? '';
  const values = {
    amount: money(current.amount, current.currency),
    phone: displayPhone(current.phoneNumber ?? ''),
    recipient: displayPhone(recipient),
    credited: money(creditedOf(current), current.currency),
    delivered: summary.delivered,
    recipients: summary.recipients,
    count: summary.recipients,
    reason: current.failureReason ?? '',
  };
  const key = stillWaiting ? 'stillWaiting' : outcome;
  const textKey = kind === 'group' && GROUP_TEXTS.has(outcome) && !stillWaiting ? 'group' : 'text';
  const paymentFailed = outcome.startsWith('payment');

  return (
    <div className="airtime-progress">
      <div role="status" aria-live="polite" className="text-center mb-3">
        <Icon outcome={outcome} spinning={waiting && !stillWaiting} />
        <h2 className="h5">{t(`airtime.outcome.${key}.title`)}</h2>
        <p className="mb-2">{t(`airtime.outcome.${key}.${textKey}`, values)}</p>
        {paymentFailed && (
          <p className="text-body-secondary small mb-0">{t('airtime.outcome.notCharged')}</p>
        )}
        {!waiting && !paymentFailed && outcome !== 'delivered' && current.failureReason && (
          <p className="text-body-secondary small mb-0">
            {t('airtime.outcome.reason', { reason: current.failureReason })}
          </p>
        )}
        {progress.connectionLost && (
          <p className="text-warning-emphasis small mb-0">{t('airtime.outcome.connection')}</p>
        )}
        <p className="text-body-secondary small mt-2 mb-0">
          {t('airtime.outcome.reference', { reference: current.reference })}
        </p>
      </div>
      {kind === 'group' && <AirtimeLines purchase={current} caption={t('airtime.lines.caption')} />}
      {!waiting && wasPaid(outcome) && <ReceiptForm transactionId={current.id} />}
      <div className="d-flex flex-wrap gap-2 mt-3 airtime-actions">
        {stillWaiting && (
          <button type="button" className="btn btn-outline-primary" onClick={progress.checkAgain}>
            {t('airtime.outcome.checkAgain')}
          </button>
        )}
        {!waiting && (
          <button type="button" className="btn btn-primary" onClick={() => onAgain(paymentFailed)}>
            {paymentFailed
              ? t('airtime.outcome.tryAgain')
              : (againLabel ?? t('airtime.outcome.again'))}
          </button>
        )}
        <Link to="/transactions" className="btn btn-outline-secondary">
          <ListOrdered size={16} aria-hidden="true" />
          {t('airtime.outcome.seeTransactions')}
        </Link>
      </div>
    </div>
  );
}
