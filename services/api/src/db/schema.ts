import type { Generated, Kysely } from 'kysely';

/** Tables of the `main` schema, as Kysely sees them. Only repositories use these types. */
export interface MainDatabase {
  currencies: {
    code: string;
    name: string;
    symbol: string;
    minor_units: number;
    active: Generated<boolean>;
  };
  countries: {
    iso_code: string;
    name: string;
    dial_code: string;
    currency_code: string;
    active: Generated<boolean>;
  };
  languages: { code: string; name: string; native_name: string; is_default: Generated<boolean> };
  banks: {
    id: Generated<string>;
    name: string;
    code: string;
    swift_code: string | null;
    pesalink: Generated<boolean>;
    active: Generated<boolean>;
    sort_order: Generated<number>;
  };
  telcos: {
    id: Generated<string>;
    name: string;
    code: string;
    prefixes: string[];
    active: Generated<boolean>;
  };
  bank_prices: {
    id: Generated<string>;
    transfer_type: string;
    min_amount: bigint;
    max_amount: bigint;
    fee: bigint;
    currency_code: Generated<string>;
  };
}

export type MainDb = Kysely<MainDatabase>;
export const MAIN_SCHEMA = 'main';
