import { describe, expect, test } from 'vitest';
import { booking } from '../testing/fixtures';
import { memberMayCancel, replaceBooking, staffMoves } from './booking-actions';

describe('booking actions', () => {
  test('staff get the table’s moves without the member’s cancel', () => {
    expect(staffMoves('REQUESTED')).toEqual(['CONFIRMED', 'DECLINED']);
    expect(staffMoves('CONFIRMED')).toEqual(['COMPLETED', 'NO_SHOW', 'RESCHEDULED']);
    expect(staffMoves('COMPLETED')).toEqual([]);
    expect(memberMayCancel('CONFIRMED')).toBe(true);
    expect(memberMayCancel('DECLINED')).toBe(false);
  });

  test('a status answer replaces its row and leaves the others', () => {
    const page = { items: [booking(1), booking(2)], pagination: { page: 1, limit: 10, total: 2 } };
    const confirmed = booking(2, { status: 'CONFIRMED', version: 2 });
    const next = replaceBooking(page, confirmed);
    expect(next?.items).toEqual([booking(1), confirmed]);
    expect(next?.pagination).toBe(page.pagination);
    expect(replaceBooking(page, booking(3))).toBe(page);
  });
});
