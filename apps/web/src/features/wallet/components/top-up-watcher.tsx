import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { notify } from '../../../shared/notifications/notifications-store';
import { ACCOUNTS_LABEL } from '../api/get-accounts';
import { useTopUpStatus } from '../api/get-top-up-status';
import { useMoney } from '../../../shared/format/money';
import { displayPhone } from '../../../shared/format/phone';
import { topUpOutcome } from '../lib/top-up-outcome';

/** Slower than the dialog: nobody is staring at it any more. */
export const WATCH_INTERVAL_MS = 5_000;

interface TopUpWatcherProps {
  transaction: WalletTransaction;
  intervalMs?: number;
  onSettled: (id: string) => void;
}

/**
 * A top-up whose dialog was closed before M-Pesa answered: keeps asking while the wallet is
 * open, then says how it ended (the promise the dialog makes) and refreshes the balance.
 */
export function TopUpWatcher({
  transaction,
  intervalMs = WATCH_INTERVAL_MS,
  onSettled,
}: TopUpWatcherProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const query = useTopUpStatus({ initial: transaction, intervalMs, active: true });
  const current = query.data ?? transaction;
  const outcome = topUpOutcome(current);
  const reported = useRef(false);

  useEffect(() => {
    if (outcome === 'waiting' || reported.current) return;
    reported.current = true;
    const values = {
      amount: money(current.amount, current.currency),
      phone: displayPhone(current.phoneNumber ?? ''),
      receipt: current.receiptNumber ?? '',
      reason: current.failureReason ?? '',
    };
    notify({
      type: outcome === 'success' ? 'success' : 'warning',
      smallTitle: t(`wallet.topUp.status.${outcome}.title`),
      message: t(`wallet.topUp.status.${outcome}.text`, values),
      duration: 0,
    });
    if (outcome === 'success') void queryClient.invalidateQueries({ queryKey: [ACCOUNTS_LABEL] });
    onSettled(current.id);
  }, [outcome, current, money, t, queryClient, onSettled]);

  return null;
}
