import type { Kysely, Selectable } from 'kysely';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import type { MainDatabase } from '../db/schema';
import type { PaymentOutcome } from './payment-providers';

export type TransactionRow = Selectable<MainDatabase['transactions']>;

/**
 * What payments needs to know about one kind of transaction. Payments records them, takes the
 * providers' answers and sweeps the stale ones; each domain that moves money (wallet, airtime,
 * later orders) says here how its transactions settle, so payments depends on none of them.
 */
export interface TransactionKind {
  /** How the sweeper asks the provider: a payment collected from a phone, or a payout sent. */
  readonly asked: 'collection' | 'payout';
  /**
   * Applies a provider's final word to a transaction of this kind, inside the settlement's
   * database transaction with the row locked. Answers the row as it is afterwards.
   */
  settle(
    trx: Kysely<MainDatabase>,
    tx: TransactionRow,
    outcome: PaymentOutcome,
  ): Promise<TransactionRow>;
  /**
   * True for kinds that stay PENDING after they are paid while their own work finishes (an
   * airtime purchase waits on its lines): the sweeper then leaves a paid one alone.
   */
  readonly pendingAfterPayment?: boolean;
  /**
   * A person's decision on a queued transaction of this kind that was already paid but whose own
   * work never finished (airtime lines with no final word): applies it to that work. Without it,
   * or before payment, the decision settles the transaction like a provider's answer.
   */
  decideAfterPayment?(
    trx: Kysely<MainDatabase>,
    tx: TransactionRow,
    decision: { outcome: 'PAID' | 'FAILED'; reason: string },
  ): Promise<TransactionRow>;
  /** After the commit, when this settlement changed the row. */
  afterSettled?(before: TransactionRow, after: TransactionRow): void;
  /** Adds what people see of this kind to the transactions views. */
  describe?(
    items: WalletTransaction[],
    options: { withLines: boolean },
  ): Promise<WalletTransaction[]>;
}

export function createTransactionKinds() {
  const kinds = new Map<string, TransactionKind>();
  return {
    register(types: readonly string[], kind: TransactionKind) {
      for (const type of types) {
        if (kinds.has(type)) throw new Error(`transaction kind ${type} is registered twice`);
        kinds.set(type, kind);
      }
    },

    of(type: string): TransactionKind {
      const kind = kinds.get(type);
      if (!kind) throw new Error(`no settlement is registered for transactions of type ${type}`);
      return kind;
    },

    typesPendingAfterPayment(): string[] {
      return [...kinds].filter(([, kind]) => kind.pendingAfterPayment).map(([type]) => type);
    },

    /** Each kind adds its own details to its own transactions, in the list's order. */
    async describe(items: WalletTransaction[], options: { withLines: boolean }) {
      let described = items;
      for (const kind of new Set(kinds.values())) {
        if (kind.describe) described = await kind.describe(described, options);
      }
      return described;
    },
  };
}

export type TransactionKinds = ReturnType<typeof createTransactionKinds>;
