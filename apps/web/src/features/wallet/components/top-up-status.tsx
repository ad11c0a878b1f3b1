import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { useMoney } from '../../../shared/format/money';
import { displayPhone } from '../../../shared/format/phone';
import { useWaitWindow } from '../../../shared/mpesa/wait-window';
import { ACCOUNTS_LABEL } from '../api/get-accounts';
import { useTopUpStatus } from '../api/get-top-up-status';
import { topUpOutcome } from '../lib/top-up-outcome';

/** How often to ask, and for how long before saying "still waiting" (the STK prompt's life). */
export const TOP_UP_POLL = { intervalMs: 2_000, timeoutMs: 150_000 } as const;

interface TopUpStatusProps {
  transaction: WalletTransaction;
  intervalMs?: number;
  timeoutMs?: number;
  onRetry: () => void;
  /** Every state the top-up passes through. */
  onChange?: (current: WalletTransaction) => void;
  onClose: () => void;
}

/** The live state of an STK push, and what to do next when it did not go through. */
export function TopUpStatus({
  transaction,
  intervalMs = TOP_UP_POLL.intervalMs,
  timeoutMs = TOP_UP_POLL.timeoutMs,
  onRetry,
  onChange,
  onClose,
}: TopUpStatusProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const wait = useWaitWindow(timeoutMs);
  const query = useTopUpStatus({ initial: transaction, intervalMs, active: !wait.expired });
  const current = query.data ?? transaction;
  const outcome = topUpOutcome(current);
  const values = {
    amount: money(current.amount, current.currency),
    phone: displayPhone(current.phoneNumber ?? ''),
    receipt: current.receiptNumber ?? '',
    reason: current.failureReason ?? '',
  };

  useEffect(() => {
    if (outcome === 'success') void queryClient.invalidateQueries({ queryKey: [ACCOUNTS_LABEL] });
  }, [outcome, queryClient]);
  useEffect(() => {
    onChange?.(current);
  }, [current, onChange]);

  const waiting = outcome === 'waiting';
  const stillWaiting = waiting && wait.expired;
  const title = stillWaiting
    ? t('wallet.topUp.status.stillWaiting.title')
    : t(`wallet.topUp.status.${outcome}.title`);
  const text = stillWaiting
    ? t('wallet.topUp.status.stillWaiting.text', values)
    : t(`wallet.topUp.status.${outcome}.text`, values);
  // Each new state replaces what had focus (the form's button, "Check again"…): focus its
  // heading, so keyboard and screen-reader users land on what happened rather than on <body>.
  const heading = useRef<HTMLHeadingElement>(null);
  const phase = stillWaiting ? 'stillWaiting' : outcome;
  useEffect(() => {
    heading.current?.focus();
  }, [phase]);
  const Icon = outcome === 'success' ? CircleCheck : waiting ? Hourglass : CircleX;
  const tone = outcome === 'success' ? 'text-success' : waiting ? 'text-primary' : 'text-danger';

  return (
    <>
      <div className="modal-body">
        <div role="status" aria-live="polite" className="top-up-status text-center">
          {waiting && !stillWaiting ? (
            <span className="spinner-border text-primary mb-3" aria-hidden="true" />
          ) : (
            <Icon size={40} className={`${tone} mb-3`} aria-hidden="true" />
          )}
          <h3 ref={heading} tabIndex={-1} className="h5">
            {title}
          </h3>
          <p className="mb-2">{text}</p>
          {(outcome === 'cancelled' ||
            outcome === 'timeout' ||
            outcome === 'insufficient' ||
            outcome === 'failed') && (
            <p className="text-body-secondary small mb-0">{t('wallet.topUp.status.notCharged')}</p>
          )}
          {waiting && query.isError && (
            <p className="text-warning-emphasis small mb-0">
              {t('wallet.topUp.status.connection')}
            </p>
          )}
          <p className="text-body-secondary small mt-3 mb-0">
            {t('wallet.topUp.status.reference', { reference: current.reference })}
          </p>
        </div>
      </div>
      <div className="modal-footer">
        {stillWaiting && (
          <button type="button" className="btn btn-outline-primary" onClick={wait.restart}>
            {t('wallet.topUp.status.checkAgain')}
          </button>
        )}
        {!waiting && outcome !== 'success' && (
          <button type="button" className="btn btn-outline-primary" onClick={onRetry}>
            {t('wallet.topUp.status.tryAgain')}
          </button>
        )}
        <button
          type="button"
          className={outcome === 'success' ? 'btn btn-primary' : 'btn btn-outline-secondary'}
          onClick={onClose}
        >
          {outcome === 'success' ? t('wallet.done') : t('wallet.close')}
        </button>
      </div>
    </>
  );
}
