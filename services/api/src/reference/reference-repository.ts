import type { Selectable } from 'kysely';
import type {
  BankPrice,
  BankPriceQuery,
  ReferenceQuery,
  TransferType,
} from '@pamoja/contract/reference-data';
import { toMajorUnits } from '@pamoja/contract/money';
import { containsPattern as like, fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase, MainDb } from '../db/schema';

async function pageOf<R, T>(
  rows: Promise<{ rows: R[]; total: number }>,
  map: (row: R) => T,
): Promise<{ items: T[]; total: number }> {
  const page = await rows;
  return { items: page.rows.map(map), total: page.total };
}

function toBankPrice(r: Selectable<MainDatabase['bank_prices']>): BankPrice {
  return {
    id: r.id,
    transferType: r.transfer_type as TransferType,
    minAmount: toMajorUnits(BigInt(r.min_amount)),
    maxAmount: toMajorUnits(BigInt(r.max_amount)),
    fee: toMajorUnits(BigInt(r.fee)),
    currency: r.currency_code,
  };
}

/** Read-only access to the reference tables seeded by migrations. */
export function createReferenceRepository(db: MainDb) {
  return {
    async activeCountries(query: ReferenceQuery) {
      let q = db.selectFrom('countries').selectAll().where('active', '=', true);
      if (query.search) q = q.where('name', 'ilike', like(query.search));
      return pageOf(fetchPage(q.orderBy('name').orderBy('iso_code'), query), (r) => ({
        isoCode: r.iso_code,
        name: r.name,
        dialCode: r.dial_code,
        currencyCode: r.currency_code,
      }));
    },

    async languages(query: ReferenceQuery) {
      let q = db.selectFrom('languages').selectAll();
      if (query.search) q = q.where('name', 'ilike', like(query.search));
      return pageOf(fetchPage(q.orderBy('code'), query), (r) => ({
        code: r.code,
        name: r.name,
        nativeName: r.native_name,
        isDefault: r.is_default,
      }));
    },

    async banks(query: ReferenceQuery) {
      let q = db.selectFrom('banks').selectAll().where('active', '=', true);
      if (query.search) {
        const pattern = like(query.search);
        q = q.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('code', '=', query.search!)]));
      }
      return pageOf(
        fetchPage(q.orderBy('sort_order').orderBy('name').orderBy('id'), query),
        (r) => ({
          id: r.id,
          name: r.name,
          code: r.code,
          swiftCode: r.swift_code,
          pesalink: r.pesalink,
        }),
      );
    },

    async activeTelcos(query: ReferenceQuery) {
      let q = db.selectFrom('telcos').selectAll().where('active', '=', true);
      if (query.search) q = q.where('name', 'ilike', like(query.search));
      return pageOf(fetchPage(q.orderBy('name'), query), (r) => ({
        id: r.id,
        name: r.name,
        code: r.code,
        prefixes: r.prefixes,
      }));
    },

    async currencies(query: ReferenceQuery) {
      let q = db.selectFrom('currencies').selectAll().where('active', '=', true);
      if (query.search) {
        const pattern = like(query.search);
        q = q.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('code', 'ilike', pattern)]));
      }
      return pageOf(fetchPage(q.orderBy('code'), query), (r) => ({
        code: r.code,
        name: r.name,
        symbol: r.symbol,
        minorUnits: r.minor_units,
      }));
    },

    async bankPrices(query: BankPriceQuery) {
      let q = db.selectFrom('bank_prices').selectAll();
      if (query.transferType) q = q.where('transfer_type', '=', query.transferType);
      return pageOf(
        fetchPage(q.orderBy('transfer_type').orderBy('min_amount'), query),
        toBankPrice,
      );
    },

    /** Every fee tier of one transfer type, lowest first: what the fee rule works over. */
    async bankPricesFor(transferType: TransferType): Promise<BankPrice[]> {
      const rows = await db
        .selectFrom('bank_prices')
        .selectAll()
        .where('transfer_type', '=', transferType)
        .orderBy('min_amount')
        .execute();
      return rows.map(toBankPrice);
    },

    /** An active bank by id, with whether it takes Pesalink; undefined when there is none. */
    activeBank(bankId: string) {
      return db
        .selectFrom('banks')
        .select(['id', 'name', 'code', 'pesalink'])
        .where('id', '=', bankId)
        .where('active', '=', true)
        .executeTakeFirst();
    },

    /** Every active mobile network with its number prefixes. */
    activeTelcoPrefixes() {
      return db
        .selectFrom('telcos')
        .select(['id', 'name', 'prefixes'])
        .where('active', '=', true)
        .execute();
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
