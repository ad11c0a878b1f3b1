import { describe, expect, it } from 'vitest';
import { amountSchema, parseMajorUnits, toMajorUnits } from './money';
import { formatMoney } from './money-format';

describe('money', () => {
  it('parses major units into integer minor units without floating point', () => {
    expect(parseMajorUnits('1500')).toBe(150000n);
    expect(parseMajorUnits('1500.5')).toBe(150050n);
    expect(parseMajorUnits(0.1)).toBe(10n);
    expect(parseMajorUnits(1.15)).toBe(115n);
    expect(parseMajorUnits('9999999999999.99')).toBe(999999999999999n);
  });

  it('refuses negative, over-precise and non-numeric amounts', () => {
    for (const bad of ['-1', '1.234', 'abc', '', '1e5', -5, Number.NaN, Infinity, 1.005]) {
      expect(parseMajorUnits(bad)).toBeNull();
    }
  });

  it('turns minor units back into the JSON number', () => {
    expect(toMajorUnits(150050n)).toBe(1500.5);
    expect(toMajorUnits(7n)).toBe(0.07);
    expect(toMajorUnits(-250n)).toBe(-2.5);
  });

  it('validates amounts with a clear message', () => {
    expect(amountSchema.parse('20.25')).toBe(2025n);
    const result = amountSchema.safeParse('20.255');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('enter an amount such as 1500 or 1500.50');
  });

  it('asks for an amount when the field is empty, in plain words', () => {
    for (const empty of ['', '   ']) {
      expect(amountSchema.safeParse(empty).error?.issues[0]?.message).toBe('enter an amount');
    }
    expect(amountSchema.safeParse('ten').error?.issues[0]?.message).toBe(
      'enter an amount such as 1500 or 1500.50',
    );
  });

  it('formats with thousands separators and the currency', () => {
    expect(formatMoney(1234567)).toMatch(/1,234,567/);
    expect(formatMoney(1234567)).toMatch(/Ksh|KES/);
  });
});
