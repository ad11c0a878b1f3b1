import { describe, expect, test } from 'vitest';
import { actionNeedsReason, appliesTo, offeredActions, versionsOf } from './bulk-actions';

describe('bulk actions', () => {
  test('offers what the transition table allows for at least one lead', () => {
    expect(offeredActions(['NEW'])).toEqual(['approve', 'assign', 'reject', 'cancel']);
    expect(offeredActions(['APPROVED', 'DISPATCHED'])).toEqual([
      'assign',
      'receive',
      'suspend',
      'reject',
      'cancel',
    ]);
    expect(offeredActions(['REJECTED', 'CANCELLED'])).toEqual([]);
    expect(offeredActions(['SUSPENDED'])).toEqual(['assign', 'dispatch']);
  });

  test('leaves out what the role may not do', () => {
    expect(offeredActions(['NEW'], (action) => action !== 'approve')).toEqual([
      'assign',
      'reject',
      'cancel',
    ]);
  });

  test('asks a reason where the contract does, and sends versions by id', () => {
    expect(['reject', 'cancel', 'suspend'].every((a) => actionNeedsReason(a as 'reject'))).toBe(
      true,
    );
    expect(actionNeedsReason('receive')).toBe(false);
    expect(appliesTo('assign', 'CANCELLED')).toBe(false);
    expect(versionsOf([{ id: 'a', version: 3 }])).toEqual({ a: 3 });
  });
});
