import type { Kysely, Selectable } from 'kysely';
import type { MainDatabase } from '../db/schema';
import { settleAirtimePayment } from '../airtime/airtime-payment';
import { isAirtimePurchase } from '../airtime/airtime-types';
import { createLedger } from '../ledger/ledger-repository';
import type { PaymentOutcome } from './payment-providers';
import { createEarlyCallbackRepository } from './early-callback-repository';
import { createTransactionRepository } from './transaction-repository';

type TransactionRow = Selectable<MainDatabase['transactions']>;

/** Which clearing account a rail settles through. */
export const CLEARING = {
  mpesa: 'MPESA_CLEARING',
  'bank-ift': 'BANK_CLEARING',
  pesalink: 'PESALINK_CLEARING',
} as const;
export type Rail = keyof typeof CLEARING;

/**
 * Applies a provider's final word to a pending transaction, exactly once: callbacks, status
 * queries and the sweeper all come through here, under a lock on the transaction row.
 */
export function createSettlementService(db: Kysely<MainDatabase>) {
  async function settleLocked(
    trx: Kysely<MainDatabase>,
    tx: TransactionRow,
    outcome: PaymentOutcome,
  ) {
    if (isAirtimePurchase(tx.type)) return settleAirtimePayment(trx, tx, outcome);
    if (tx.status !== 'PENDING' || outcome.status === 'PENDING') return tx;
    const ledger = createLedger(trx);
    const transactions = createTransactionRepository(trx);
    const rail = (tx.provider ?? 'mpesa') as Rail;
    if (outcome.status === 'FAILED') {
      if (tx.direction === 'DEBIT') await ledger.releaseHold(tx.id, 'VOIDED');
      return transactions.update(tx.id, { status: 'FAILED', failure_reason: outcome.reason });
    }
    const wallet = await ledger.account('USER_WALLET', tx.user_id, tx.currency);
    const clearing = await ledger.account(CLEARING[rail], null, tx.currency);
    if (tx.direction === 'CREDIT') {
      // Credit what M-Pesa says was paid: the customer may have changed nothing, but the
      // callback is the authority on money that actually arrived.
      const amount = outcome.amount ?? BigInt(tx.amount);
      await ledger.post(`Top-up ${tx.reference}`, tx.id, [
        { accountId: wallet, amount },
        { accountId: clearing, amount: -amount },
      ]);
      return transactions.update(tx.id, {
        status: 'SUCCESS',
        receipt_number: outcome.receiptNumber,
        amount,
      });
    }
    const amount = BigInt(tx.amount);
    const fee = BigInt(tx.fee);
    await ledger.releaseHold(tx.id, 'POSTED');
    const revenue = await ledger.account('FEE_REVENUE', null, tx.currency);
    await ledger.post(`Payout ${tx.reference}`, tx.id, [
      { accountId: wallet, amount: -(amount + fee) },
      { accountId: clearing, amount },
      { accountId: revenue, amount: fee },
    ]);
    return transactions.update(tx.id, { status: 'SUCCESS', receipt_number: outcome.receiptNumber });
  }

  const earlyCallbacks = createEarlyCallbackRepository(db);
  const paidListeners: ((tx: TransactionRow) => void)[] = [];

  /** After the commit: an airtime purchase this call found paid has lines waiting to be sent. */
  function announce(settled: { before: TransactionRow; after: TransactionRow } | null) {
    if (!settled) return null;
    const { before, after } = settled;
    const justPaid = !before.receipt_number && after.receipt_number && after.status === 'PENDING';
    if (isAirtimePurchase(after.type) && justPaid) {
      for (const listener of paidListeners) listener(after);
    }
    return after;
  }

  async function settleRecorded(
    provider: string,
    providerReference: string,
    outcome: PaymentOutcome,
  ) {
    const settled = await db.transaction().execute(async (trx) => {
      const tx = await createTransactionRepository(trx).lockByProviderReference(
        provider,
        providerReference,
      );
      return tx ? { before: tx, after: await settleLocked(trx, tx, outcome) } : null;
    });
    return announce(settled);
  }

  /** Applies a kept early callback once its payment is recorded; null when there is none. */
  async function applyEarlyCallback(provider: string, providerReference: string) {
    const early = await earlyCallbacks.find(provider, providerReference);
    if (!early) return null;
    const settled = await settleRecorded(provider, providerReference, early);
    if (settled) await earlyCallbacks.forget(provider, providerReference);
    return settled;
  }

  return {
    applyEarlyCallback,

    /** Called after an airtime purchase's payment is settled (the airtime module sends then). */
    onAirtimePaid(listener: (tx: TransactionRow) => void) {
      paidListeners.push(listener);
    },

    /**
     * Settles the transaction a provider reference points at. A callback can beat us to
     * recording the reference; its outcome is then kept as an early callback, and whichever side
     * comes second (this one reading again, or the flow that records the reference) applies it.
     */
    async settleByProviderReference(
      provider: string,
      providerReference: string,
      outcome: PaymentOutcome,
    ) {
      const settled = await settleRecorded(provider, providerReference, outcome);
      if (settled) return settled;
      await earlyCallbacks.keep(provider, providerReference, outcome);
      return applyEarlyCallback(provider, providerReference);
    },

    async settleById(id: string, outcome: PaymentOutcome) {
      const settled = await db.transaction().execute(async (trx) => {
        const tx = await createTransactionRepository(trx).lockById(id);
        return tx ? { before: tx, after: await settleLocked(trx, tx, outcome) } : null;
      });
      return announce(settled);
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
