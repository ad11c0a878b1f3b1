import { describe, expect, test } from 'vitest';
import { consequenceOf } from './consequence';

describe('consequenceOf', () => {
  test.each(['MPESA_B2C', 'PESALINK_PHONE', 'PESALINK_ACCOUNT', 'BANK_IFT'])(
    'a %s payout moves the amount and its fee: out for good if paid, back if not',
    (type) => {
      const payout = { type, amount: 1000, fee: 20 };
      expect(consequenceOf(payout, 'PAID')).toEqual({ key: 'payoutPaid', amount: 1020 });
      expect(consequenceOf(payout, 'FAILED')).toEqual({ key: 'payoutFailed', amount: 1020 });
    },
  );

  test('a top-up credits the amount if paid, nothing if not', () => {
    const topUp = { type: 'MPESA_TOPUP', amount: 500, fee: 0 };
    expect(consequenceOf(topUp, 'PAID')).toEqual({ key: 'topUpPaid', amount: 500 });
    expect(consequenceOf(topUp, 'FAILED')).toEqual({ key: 'topUpFailed', amount: 500 });
  });

  test.each(['CHECKOUT', 'AIRTIME', 'GROUP_AIRTIME', 'SOMETHING_NEW'])(
    'a %s payment from the phone never touches the wallet',
    (type) => {
      const payment = { type, amount: 250, fee: 5 };
      expect(consequenceOf(payment, 'PAID')).toEqual({ key: 'paymentPaid', amount: 250 });
      expect(consequenceOf(payment, 'FAILED')).toEqual({ key: 'paymentFailed', amount: 250 });
    },
  );
});
