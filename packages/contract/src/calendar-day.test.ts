import { describe, expect, it } from 'vitest';
import { closedDayListQuery, createBookingRequest } from './bookings';
import { isCalendarDay, isCalendarInstant } from './calendar-day';
import { leadReportQuery } from './lead-files';
import { leadListQuery } from './leads';
import { updateProfileRequest } from './users';

// Found by the fuzz (services/api/test/fuzz): year 0, 10000 (9999-12-31 plus a day) and 30
// February passed the date rules, then PostgreSQL refused them (500) or a report listed
// 2026-02-30 as a day.
const refused = [
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '3000-01-01',
  '9999-12-31',
  '2026-02-30',
  '2023-02-29',
];

describe('calendar days', () => {
  it('are real days from 1900 to 2999', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2026-01-31', '2999-12-31'])
      expect(isCalendarDay(day), day).toBe(true);
    for (const day of [...refused, '2026-1-31', '2026-01-31T00:00:00Z'])
      expect(isCalendarDay(day), day).toBe(false);
    expect(isCalendarInstant('2026-01-31T09:00:00+03:00')).toBe(true);
    expect(isCalendarInstant('0000-01-03T09:00:00+03:00')).toBe(false);
  });

  it.each(refused)('%s is refused by every schema that takes a day', (day) => {
    const message = 'must be a date such as 2026-01-31';
    const issue = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues[0]?.message;
    expect(issue(leadListQuery.safeParse({ from: day }))).toBe(message);
    expect(issue(leadListQuery.safeParse({ to: `${day}T10:00:00Z` }))).toBe(message);
    expect(issue(leadReportQuery.safeParse({ startDate: day, endDate: day }))).toBe(message);
    expect(issue(closedDayListQuery.safeParse({ from: day }))).toBe(message);
    expect(issue(updateProfileRequest.safeParse({ dateOfBirth: day }))).toBe(
      'must be a date like 1990-04-30',
    );
    const booking = createBookingRequest.safeParse({
      serviceId: '11111111-1111-4111-8111-111111111111',
      branchId: '22222222-2222-4222-8222-222222222222',
      startsAt: `${day}T09:00:00+03:00`,
    });
    expect(booking.success).toBe(false);
  });
});
