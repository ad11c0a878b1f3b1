import { describe, expect, test } from 'vitest';
import { line, purchase } from '../testing/fixtures';
import { creditedOf, isSettled, purchaseOutcome, summaryOf } from './purchase-outcome';

describe('purchaseOutcome', () => {
  test('pending with every line awaiting payment: the prompt is on the phone', () => {
    const tx = purchase({ airtimeLines: [line(1), line(2)] });
    expect(purchaseOutcome(tx)).toBe('awaitingPayment');
    expect(purchaseOutcome(purchase())).toBe('awaitingPayment');
    expect(isSettled(tx)).toBe(false);
  });

  test('paid with lines on their way: sending', () => {
    const tx = purchase({
      airtimeLines: [line(1, { status: 'SUCCESS' }), line(2, { status: 'SENT' })],
    });
    expect(purchaseOutcome(tx)).toBe('sending');
  });

  test('a final status with a line still out keeps watching', () => {
    const tx = purchase({ status: 'SUCCESS', airtimeLines: [line(1, { status: 'SENT' })] });
    expect(purchaseOutcome(tx)).toBe('sending');
  });

  test('every line delivered', () => {
    const tx = purchase({ status: 'SUCCESS', airtimeLines: [line(1, { status: 'SUCCESS' })] });
    expect(purchaseOutcome(tx)).toBe('delivered');
    expect(isSettled(tx)).toBe(true);
  });

  test('some delivered, the rest credited: partial, with the credited sum', () => {
    const tx = purchase({
      status: 'PARTIAL',
      airtimeLines: [
        line(1, { status: 'SUCCESS' }),
        line(2, { status: 'FAILED', creditedToWallet: true, amount: 250 }),
      ],
    });
    expect(purchaseOutcome(tx)).toBe('partial');
    expect(creditedOf(tx)).toBe(250);
    expect(summaryOf(tx)).toEqual({
      recipients: 2,
      delivered: 1,
      failed: 1,
      pending: 0,
      creditedToWallet: 250,
    });
  });

  test('paid and nothing delivered: failed, money back in the wallet', () => {
    const tx = purchase({
      status: 'FAILED',
      airtime: { recipients: 1, delivered: 0, failed: 1, pending: 0, creditedToWallet: 100 },
      airtimeLines: [line(1, { status: 'FAILED', creditedToWallet: true })],
    });
    expect(purchaseOutcome(tx)).toBe('failedCredited');
  });

  test('M-Pesa took another amount: every line cancelled, the payment credited whole', () => {
    const tx = purchase({
      status: 'FAILED',
      details: { creditedToWallet: 90 },
      airtimeLines: [line(1, { status: 'CANCELLED' })],
    });
    expect(purchaseOutcome(tx)).toBe('failedCredited');
    expect(creditedOf(tx)).toBe(90);
  });

  test.each([
    ['Request cancelled by user', 'paymentCancelled'],
    ['DS timeout user cannot be reached', 'paymentTimeout'],
    ['The balance is insufficient for the transaction', 'paymentInsufficient'],
    ['System busy', 'paymentFailed'],
  ] as const)('payment refused (%s): %s, lines cancelled', (failureReason, outcome) => {
    const tx = purchase({
      status: 'FAILED',
      failureReason,
      airtimeLines: [line(1, { status: 'CANCELLED' })],
    });
    expect(purchaseOutcome(tx)).toBe(outcome);
  });
});
