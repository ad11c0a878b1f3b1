import { describe, expect, it } from 'vitest';
import { transferTypes } from '@pamoja/contract/reference-data';
import { BANK_PRICES, TRANSFER_LIMITS, kes } from './bank-prices';
import { BANKS } from './banks';
import { COUNTRIES } from './countries';
import { CURRENCIES } from './currencies';
import { LANGUAGES } from './languages';
import { TELCOS } from './telcos';

// These check the rows migration 0001-reference-data inserts, before any database sees them.

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('banks', () => {
  it('lists every CBK-licensed bank, at least 35', () => {
    expect(BANKS.length).toBeGreaterThanOrEqual(35);
  });

  it('uses 2-digit clearing codes, kept as text with their leading zero', () => {
    for (const bank of BANKS) expect(bank.code, bank.name).toMatch(/^\d{2}$/);
  });

  it('has unique codes, names and sort orders', () => {
    expect(duplicates(BANKS.map((b) => b.code))).toEqual([]);
    expect(duplicates(BANKS.map((b) => b.name.toLowerCase()))).toEqual([]);
    expect(duplicates(BANKS.map((b) => String(b.sortOrder)))).toEqual([]);
  });

  it('knows the codes everyone uses', () => {
    const byCode = new Map(BANKS.map((b) => [b.code, b.name]));
    expect(byCode.get('01')).toMatch(/KCB/);
    expect(byCode.get('02')).toMatch(/Standard Chartered/);
    expect(byCode.get('03')).toMatch(/Absa/);
    expect(byCode.get('11')).toMatch(/Co-operative/);
    expect(byCode.get('68')).toMatch(/Equity/);
  });

  it('has well-formed, unique Kenyan head-office BICs where known', () => {
    const swiftCodes = BANKS.flatMap((b) => (b.swiftCode ? [b.swiftCode] : []));
    for (const swift of swiftCodes) expect(swift).toMatch(/^[A-Z]{4}KE[A-Z0-9]{2}$/);
    expect(duplicates(swiftCodes)).toEqual([]);
  });

  it('has positive integer sort orders', () => {
    for (const bank of BANKS)
      expect(Number.isInteger(bank.sortOrder) && bank.sortOrder > 0).toBe(true);
  });
});

describe('telcos', () => {
  it('has the three operators', () => {
    expect(TELCOS.map((t) => t.code).sort()).toEqual(['AIRTEL', 'SAFARICOM', 'TELKOM']);
  });

  it('uses 3-digit prefixes', () => {
    for (const telco of TELCOS) {
      expect(telco.prefixes.length, telco.code).toBeGreaterThan(0);
      for (const prefix of telco.prefixes) expect(prefix, telco.code).toMatch(/^\d{3}$/);
    }
  });

  it('gives no prefix to two telcos, nor twice to one', () => {
    expect(duplicates(TELCOS.flatMap((t) => t.prefixes))).toEqual([]);
  });

  it('places well-known prefixes', () => {
    const owner = (prefix: string) => TELCOS.find((t) => t.prefixes.includes(prefix))?.code;
    expect(owner('722')).toBe('SAFARICOM');
    expect(owner('110')).toBe('SAFARICOM');
    expect(owner('733')).toBe('AIRTEL');
    expect(owner('100')).toBe('AIRTEL');
    expect(owner('771')).toBe('TELKOM');
    expect(owner('747')).toBeUndefined();
  });
});

describe('bank prices', () => {
  const expectedLimits = {
    BANK_IFT: [kes(100), kes(999_999)],
    PESALINK_ACCOUNT: [kes(10), kes(999_999)],
    PESALINK_PHONE: [kes(10), kes(999_999)],
    MPESA_B2C: [kes(10), kes(150_000)],
  } as const;

  it('stores KES 100 as 10000 cents', () => {
    expect(kes(100)).toBe(10000);
  });

  it('covers exactly the transfer types of the contract', () => {
    expect([...new Set(BANK_PRICES.map((p) => p.transferType))].sort()).toEqual(
      [...transferTypes].sort(),
    );
    expect(Object.keys(TRANSFER_LIMITS).sort()).toEqual([...transferTypes].sort());
  });

  it('uses non-negative integer cents in KES', () => {
    for (const price of BANK_PRICES) {
      for (const value of [price.minAmount, price.maxAmount, price.fee]) {
        expect(Number.isSafeInteger(value) && value >= 0, JSON.stringify(price)).toBe(true);
      }
      expect(price.currencyCode).toBe('KES');
      expect(price.maxAmount).toBeGreaterThanOrEqual(price.minAmount);
    }
  });

  it('is unique on (transfer_type, min_amount)', () => {
    expect(duplicates(BANK_PRICES.map((p) => `${p.transferType}:${p.minAmount}`))).toEqual([]);
  });

  for (const type of transferTypes) {
    it(`${type}: tiers run contiguously from the lower to the upper limit`, () => {
      const tiers = BANK_PRICES.filter((p) => p.transferType === type).sort(
        (a, b) => a.minAmount - b.minAmount,
      );
      const [min, max] = expectedLimits[type];
      expect(tiers.length).toBeGreaterThan(0);
      expect(tiers[0]?.minAmount).toBe(min);
      expect(tiers.at(-1)?.maxAmount).toBe(max);
      expect(TRANSFER_LIMITS[type]).toEqual({ min, max });
      for (let i = 1; i < tiers.length; i += 1) {
        // No gap and no overlap: the next tier starts one shilling above the previous maximum.
        expect(tiers[i]?.minAmount, `${type} tier ${i}`).toBe((tiers[i - 1]?.maxAmount ?? 0) + 100);
      }
    });
  }
});

describe('currencies, countries and languages', () => {
  it('has unique ISO currency codes with sane minor units', () => {
    for (const c of CURRENCIES) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.minorUnits >= 0 && c.minorUnits <= 4).toBe(true);
    }
    expect(duplicates(CURRENCIES.map((c) => c.code))).toEqual([]);
    expect(CURRENCIES.find((c) => c.code === 'KES')).toMatchObject({ minorUnits: 2, active: true });
  });

  it('points every country at a seeded currency, with Kenya active', () => {
    const currencyCodes = new Set(CURRENCIES.map((c) => c.code));
    for (const country of COUNTRIES) {
      expect(country.isoCode).toMatch(/^[A-Z]{2}$/);
      expect(country.dialCode).toMatch(/^\d{1,3}$/);
      expect(currencyCodes.has(country.currencyCode), country.isoCode).toBe(true);
    }
    expect(duplicates(COUNTRIES.map((c) => c.isoCode))).toEqual([]);
    expect(COUNTRIES.find((c) => c.isoCode === 'KE')).toMatchObject({
      dialCode: '254',
      currencyCode: 'KES',
      active: true,
    });
  });

  it('has exactly one default language, English', () => {
    expect(LANGUAGES.filter((l) => l.isDefault).map((l) => l.code)).toEqual(['en']);
    expect(duplicates(LANGUAGES.map((l) => l.code))).toEqual([]);
  });
});
