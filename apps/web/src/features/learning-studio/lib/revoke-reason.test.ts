import { describe, expect, test } from 'vitest';
import { revokeReasonProblem } from './revoke-reason';

describe('the revoke reason', () => {
  test('is the contract’s: required once trimmed, at most 500 characters', () => {
    expect(revokeReasonProblem('')).toBe('enter a reason');
    expect(revokeReasonProblem('   ')).toBe('enter a reason');
    expect(revokeReasonProblem('x'.repeat(501))).toBe('must be at most 500 characters');
    expect(revokeReasonProblem(` ${'x'.repeat(500)} `)).toBeUndefined();
    expect(revokeReasonProblem('Exam misconduct')).toBeUndefined();
  });
});
