import type { Kysely, Selectable } from 'kysely';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import type { MainDatabase } from '../db/schema';
import { toTransactionDto } from '../payments/payments-module';
import { createAirtimeLineRepository } from './airtime-line-repository';
import { isAirtimePurchase } from './airtime-types';

type TransactionRow = Selectable<MainDatabase['transactions']>;

/**
 * Transactions as people see them: airtime purchases carry their counts and, where asked
 * (one transaction, a group's history), every recipient's line.
 */
export async function describeTransactions(
  db: Kysely<MainDatabase>,
  items: (TransactionRow | WalletTransaction)[],
  options: { withLines: boolean },
): Promise<WalletTransaction[]> {
  const dtos = items.map((item) => ('user_id' in item ? toTransactionDto(item) : item));
  const ids = dtos.filter((tx) => isAirtimePurchase(tx.type)).map((tx) => tx.id);
  if (ids.length === 0) return dtos;
  const lines = createAirtimeLineRepository(db);
  const [summaries, lineLists] = await Promise.all([
    lines.summaries(ids),
    options.withLines ? lines.linesOf(ids) : Promise.resolve(null),
  ]);
  return dtos.map((tx) => {
    const summary = summaries.get(tx.id);
    if (!summary) return tx;
    return {
      ...tx,
      airtime: summary,
      ...(lineLists ? { airtimeLines: lineLists.get(tx.id) ?? [] } : {}),
    };
  });
}

/** One transaction, with its lines when it is an airtime purchase. */
export async function describeTransaction(
  db: Kysely<MainDatabase>,
  item: TransactionRow | WalletTransaction,
): Promise<WalletTransaction> {
  const [described] = await describeTransactions(db, [item], { withLines: true });
  if (!described) throw new Error('describeTransactions lost a transaction');
  return described;
}
