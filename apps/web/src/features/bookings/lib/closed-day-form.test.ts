import { describe, expect, test } from 'vitest';
import { closedDayForm } from './closed-day-form';

const form = closedDayForm('2030-03-04');
const problems = (value: unknown) => {
  const checked = form.safeParse(value);
  return checked.success
    ? []
    : checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the closed day form', () => {
  test('asks for a date and a reason', () => {
    expect(problems({ date: '', reason: '   ' })).toEqual([
      ['date', 'choose a date'],
      ['reason', 'enter a reason, such as a public holiday'],
    ]);
  });

  test('refuses a day before today, takes today, and trims the reason', () => {
    expect(problems({ date: '2030-03-03', reason: 'Stock-taking' })).toEqual([
      ['date', 'must be today or later'],
    ]);
    expect(form.parse({ date: '2030-03-04', reason: '  Stock-taking ' })).toEqual({
      date: '2030-03-04',
      reason: 'Stock-taking',
    });
  });

  test('keeps the contract’s rules: a real day, at most 200 characters', () => {
    expect(problems({ date: '2030-02-30', reason: 'x' })[0]).toEqual([
      'date',
      'must be a date such as 2026-01-31',
    ]);
    expect(problems({ date: '2030-03-05', reason: 'x'.repeat(201) })).toEqual([
      ['reason', 'must be at most 200 characters'],
    ]);
    expect(problems({ date: '2030-03-05', reason: 'x'.repeat(200) })).toEqual([]);
  });
});
