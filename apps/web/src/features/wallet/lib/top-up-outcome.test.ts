import { describe, expect, test } from 'vitest';
import { topUpOutcome } from './top-up-outcome';

describe('topUpOutcome', () => {
  test.each([
    ['PENDING', null, 'waiting'],
    ['SUCCESS', null, 'success'],
    ['FAILED', 'Request cancelled by user', 'cancelled'],
    ['FAILED', 'DS timeout user cannot be reached', 'timeout'],
    ['FAILED', 'The balance is insufficient for the transaction', 'insufficient'],
    ['FAILED', 'M-Pesa could not be reached', 'failed'],
    ['FAILED', null, 'failed'],
    ['REVERSED', null, 'failed'],
  ] as const)('%s with %s → %s', (status, failureReason, outcome) => {
    expect(topUpOutcome({ status, failureReason })).toBe(outcome);
  });
});
