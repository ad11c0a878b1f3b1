import { kesText } from '@pamoja/contract/money';
import type { Kysely } from 'kysely';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { notFound, unprocessable } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createUserRepository } from '../identity/identity-module';
import type { OutgoingMessage } from '../outbox/outbox-module';
import { createOutboxRepository } from '../outbox/outbox-module';
import { createTransactionRepository } from '../payments/payments-module';
import { describeTransaction } from './airtime-transaction-view';
import { isAirtimePurchase } from './airtime-types';

const STATUS_WORDS: Record<string, string> = {
  SUCCESS: 'Delivered',
  FAILED: 'Failed',
  CANCELLED: 'Not sent',
};

/** The receipt's words: one line per recipient, then what happened to the money. */
export function airtimeReceiptMessage(to: string, tx: WalletTransaction): OutgoingMessage {
  const lines = (tx.airtimeLines ?? []).map(
    (line) =>
      `${line.name ? `${line.name}, ` : ''}${line.phoneNumber}: ${kesText(line.amount)} - ${STATUS_WORDS[line.status] ?? 'Pending'}${line.creditedToWallet ? ' (credited to your wallet)' : ''}`,
  );
  const credited = tx.airtime?.creditedToWallet ?? 0;
  const body = [
    'Pamoja airtime receipt',
    '',
    `Reference: ${tx.reference}`,
    `M-Pesa receipt: ${tx.receiptNumber ?? 'not paid'}`,
    `Date: ${new Date(tx.createdAt).toLocaleString('en-KE', { timeZone: 'Africa/Nairobi' })}`,
    `Total paid: ${kesText(tx.amount)}`,
    `Status: ${tx.status}`,
    '',
    ...lines,
    ...(credited > 0 ? ['', `Credited back to your wallet: ${kesText(credited)}`] : []),
  ].join('\n');
  return {
    channel: 'EMAIL',
    recipient: to,
    purpose: 'AIRTIME_RECEIPT',
    subject: `Your Pamoja airtime receipt ${tx.reference}`,
    body,
  };
}

/** Queues the receipt of the caller's own airtime purchase; answers the address it goes to. */
export async function sendAirtimeReceipt(
  db: Kysely<MainDatabase>,
  userId: string,
  request: { transactionId: string; email?: string | undefined },
): Promise<string> {
  const row = await createTransactionRepository(db).findOwn(userId, request.transactionId);
  if (!row) throw notFound('The transaction');
  if (!isAirtimePurchase(row.type)) {
    throw unprocessable('Receipts are sent for airtime purchases only.', 'NOT_AIRTIME');
  }
  const tx = await describeTransaction(db, row);
  const to = request.email ?? (await createUserRepository(db).findById(userId))?.email;
  if (!to) throw notFound('The account');
  await createOutboxRepository(db).add(airtimeReceiptMessage(to, tx));
  return to;
}
