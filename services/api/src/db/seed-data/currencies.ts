/**
 * Currencies seeded by migration 0001-reference-data. Migrations are frozen once released: change
 * these rows with a new migration, not by editing this list.
 */
export interface CurrencySeed {
  /** ISO 4217 alphabetic code. */
  code: string;
  name: string;
  symbol: string;
  /** ISO 4217 minor-unit exponent (KES 2 → cents; UGX and RWF have none). */
  minorUnits: number;
  active: boolean;
}

export const CURRENCIES: readonly CurrencySeed[] = [
  { code: 'KES', name: 'Kenyan Shilling', symbol: 'KSh', minorUnits: 2, active: true },
  // Listed for display and pricing. Wallets hold KES only for now: the money helpers
  // (@pamoja/contract/money) assume two minor units, which UGX and RWF do not have.
  { code: 'UGX', name: 'Ugandan Shilling', symbol: 'USh', minorUnits: 0, active: true },
  { code: 'TZS', name: 'Tanzanian Shilling', symbol: 'TSh', minorUnits: 2, active: true },
  { code: 'RWF', name: 'Rwandan Franc', symbol: 'FRw', minorUnits: 0, active: true },
  { code: 'USD', name: 'US Dollar', symbol: '$', minorUnits: 2, active: true },
];
