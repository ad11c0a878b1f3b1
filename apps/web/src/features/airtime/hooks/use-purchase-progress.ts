import type { WalletTransaction } from '@pamoja/contract/wallet';
import { useWaitWindow } from '../../../shared/mpesa/wait-window';
import { usePurchase } from '../api/get-purchase';
import { purchaseOutcome } from '../lib/purchase-outcome';

/**
 * How often to ask, and for how long before saying "still waiting": the STK prompt lives about
 * two minutes, and the network then answers for each recipient within seconds.
 */
export const PURCHASE_POLL = { intervalMs: 3_000, timeoutMs: 180_000 } as const;

export interface PollTiming {
  intervalMs?: number;
  timeoutMs?: number;
}

/** A purchase as it moves on: its latest state, what that means, and whether we still ask. */
export function usePurchaseProgress(initial: WalletTransaction, timing: PollTiming = {}) {
  const { intervalMs = PURCHASE_POLL.intervalMs, timeoutMs = PURCHASE_POLL.timeoutMs } = timing;
  const wait = useWaitWindow(timeoutMs);
  const query = usePurchase({ initial, intervalMs, active: !wait.expired });
  const current = query.data ?? initial;
  const outcome = purchaseOutcome(current);
  const waiting = outcome === 'awaitingPayment' || outcome === 'sending';
  return {
    current,
    outcome,
    waiting,
    /** The wait is over without a final answer: polling has stopped until `checkAgain`. */
    stillWaiting: waiting && wait.expired,
    /** The last poll failed; the next one may still succeed. */
    connectionLost: waiting && query.isError,
    checkAgain: wait.restart,
  };
}
