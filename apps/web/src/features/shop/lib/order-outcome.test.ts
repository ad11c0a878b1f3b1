import { describe, expect, test } from 'vitest';
import { orderOutcome } from './order-outcome';

describe('orderOutcome', () => {
  test('PENDING waits, PAID is paid, FAILED says why by meaning', () => {
    expect(orderOutcome({ status: 'PENDING', failureReason: null })).toBe('waiting');
    expect(orderOutcome({ status: 'PAID', failureReason: null })).toBe('paid');
    expect(orderOutcome({ status: 'FAILED', failureReason: 'Request cancelled by user' })).toBe(
      'cancelled',
    );
    expect(
      orderOutcome({ status: 'FAILED', failureReason: 'DS timeout user cannot be reached' }),
    ).toBe('timeout');
    expect(orderOutcome({ status: 'FAILED', failureReason: 'The balance is insufficient' })).toBe(
      'insufficient',
    );
    expect(orderOutcome({ status: 'FAILED', failureReason: 'Something else' })).toBe('failed');
  });
});
