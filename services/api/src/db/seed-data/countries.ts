/**
 * Countries seeded by migration 0001-reference-data. Migrations are frozen once released: change
 * these rows with a new migration, not by editing this list.
 */
export interface CountrySeed {
  /** ISO 3166-1 alpha-2 code. */
  isoCode: string;
  name: string;
  /** ITU country calling code, digits only (no "+"). */
  dialCode: string;
  currencyCode: string;
  active: boolean;
}

// Only Kenya is active: every payment rail Pamoja integrates (M-Pesa, Pesalink, Kenyan bank
// transfers) and every fee tier in bank_prices is Kenyan and in KES. The East African neighbours
// are listed so that a launch there is a data change (active = true), not a schema change, but
// they stay out of the pickers until the product supports them.
export const COUNTRIES: readonly CountrySeed[] = [
  { isoCode: 'KE', name: 'Kenya', dialCode: '254', currencyCode: 'KES', active: true },
  { isoCode: 'UG', name: 'Uganda', dialCode: '256', currencyCode: 'UGX', active: false },
  { isoCode: 'TZ', name: 'Tanzania', dialCode: '255', currencyCode: 'TZS', active: false },
  { isoCode: 'RW', name: 'Rwanda', dialCode: '250', currencyCode: 'RWF', active: false },
];
