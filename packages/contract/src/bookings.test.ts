import { describe, expect, it } from 'vitest';
import {
  BOOKING_TRANSITIONS,
  canMoveBooking,
  changeBookingStatusRequest,
  createBookingRequest,
  setOpeningHoursRequest,
} from './bookings';

const ids = {
  serviceId: '11111111-1111-4111-8111-111111111111',
  branchId: '22222222-2222-4222-8222-222222222222',
};

describe('booking contract', () => {
  it('moves REQUESTED and CONFIRMED only, and ends everywhere else', () => {
    expect(canMoveBooking('REQUESTED', 'CONFIRMED')).toBe(true);
    expect(canMoveBooking('CONFIRMED', 'RESCHEDULED')).toBe(true);
    expect(canMoveBooking('REQUESTED', 'COMPLETED')).toBe(false);
    for (const status of [
      'DECLINED',
      'CANCELLED',
      'COMPLETED',
      'NO_SHOW',
      'RESCHEDULED',
    ] as const) {
      expect(BOOKING_TRANSITIONS[status]).toEqual([]);
    }
  });

  it('asks a reason to decline or cancel and a time to reschedule', () => {
    const paths = (body: object) =>
      changeBookingStatusRequest.safeParse(body).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ status: 'DECLINED' })).toEqual(['reason']);
    expect(paths({ status: 'CANCELLED', reason: 'Travelling' })).toBeUndefined();
    expect(paths({ status: 'RESCHEDULED' })).toEqual(['startsAt']);
    expect(paths({ status: 'CONFIRMED', expectedStatus: 'LATE' })).toEqual(['expectedStatus']);
  });

  it('cleans notes, then holds them to 500 characters', () => {
    const parsed = createBookingRequest.parse({
      ...ids,
      startsAt: '2026-03-04T09:00:00+03:00',
      notes: ' <i>Bring</i> payslips\u0000 ',
    });
    expect(parsed.notes).toBe('Bring payslips');
    const long = createBookingRequest.safeParse({
      ...ids,
      startsAt: '2026-03-04T09:00:00+03:00',
      notes: 'x'.repeat(501),
    });
    expect(long.error?.issues[0]?.path).toEqual(['notes']);
  });

  it('needs the seven weekdays once each, opening before closing', () => {
    const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      opensAt: '08:00',
      closesAt: '17:00',
    }));
    expect(setOpeningHoursRequest.safeParse({ days: week }).success).toBe(true);
    expect(setOpeningHoursRequest.safeParse({ days: week.slice(1) }).success).toBe(false);
    const twice = week.map((day) => ({ ...day, weekday: day.weekday === 7 ? 1 : day.weekday }));
    expect(setOpeningHoursRequest.safeParse({ days: twice }).success).toBe(false);
    const open = [...week.slice(0, 6), { weekday: 7, opensAt: '25:00', closesAt: '26:00' }];
    expect(setOpeningHoursRequest.safeParse({ days: open }).success).toBe(false);
  });
});
