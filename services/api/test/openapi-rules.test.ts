import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_REPORT_MAX_DAYS, LEADS_SELECTED_LIMIT } from '@pamoja/contract/lead-files';
import { kes, TRANSFER_LIMITS } from '../src/db/seed-data/bank-prices';
import { buildTestApp } from './build-test-app';

// The fuzz (test/fuzz/) generates "valid" requests from the OpenAPI document: rules the server
// checks in a transform (e-mail, phone, account number, county, amounts, calendar days) are
// stated in the document too, so a generated client or the fuzz sends what the server takes.
let app: FastifyInstance;
let paths: Record<string, Record<string, Operation>>;
type Schema = Record<string, unknown> & { properties?: Record<string, Schema> };
type Operation = {
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  parameters?: { name: string; schema: Schema; description?: string }[];
};
beforeAll(async () => {
  app = await buildTestApp();
  paths = (await app.inject('/api/v1/openapi.json')).json().paths;
});
afterAll(() => app.close());

const field = (path: string, method: string, name: string) =>
  paths[`/api/v1${path}`]?.[method]?.requestBody?.content['application/json'].schema.properties?.[
    name
  ];
const parameterOf = (path: string, name: string) =>
  paths[`/api/v1${path}`]?.get?.parameters?.find((p) => p.name === name);
const parameter = (path: string, name: string) => parameterOf(path, name)?.schema;
const body = (path: string, method: string) =>
  paths[`/api/v1${path}`]?.[method]?.requestBody?.content['application/json'].schema;
const described = (schema: Schema | undefined) => String(schema?.description);
const branches = (schema: Schema | undefined) => (schema?.anyOf ?? []) as Schema[];
const matches = (schema: Schema | undefined, text: string) =>
  new RegExp(String(schema?.pattern)).test(text);

describe('the OpenAPI document states the rules of', () => {
  it('e-mail addresses and phone numbers', () => {
    expect(field('/users', 'post', 'email')).toMatchObject({
      format: 'email',
      pattern: expect.any(String),
    });
    const phone = new RegExp(String(field('/users', 'post', 'phoneNumber')?.pattern));
    expect(['0712 345 678', '+254712345678'].every((typed) => phone.test(typed))).toBe(true);
    expect(phone.test('0812345678')).toBe(false);
  });

  it('account numbers and counties', () => {
    expect(field('/bank-accounts', 'post', 'accountNumber')).toHaveProperty('pattern');
    expect(field('/staff-locations', 'post', 'county')?.enum).toHaveLength(47);
  });

  it('amounts, including the upper bound of a lead filter', () => {
    const amount = { anyOf: [{ type: 'number' }, { type: 'string', pattern: expect.any(String) }] };
    expect(field('/withdraw/bank/ift', 'post', 'amount')).toMatchObject(amount);
    expect(parameter('/product-leads', 'amountTo')).toMatchObject({
      anyOf: [{ enum: [''] }, amount],
    });
  });

  it('calendar days', () => {
    const day = new RegExp(String(parameter('/product-leads/report', 'startDate')?.pattern));
    expect(day.test('2026-01-31')).toBe(true);
    expect(day.test('0000-01-01')).toBe(false);
  });

  it('the limits of a withdrawal, as the fee tiers take them', () => {
    for (const [path, type] of [
      ['/withdraw/bank/ift', 'BANK_IFT'],
      ['/withdraw/pesalink/pesalink-to-account', 'PESALINK_ACCOUNT'],
    ] as const) {
      const [number, text] = branches(field(path, 'post', 'amount'));
      const { min, max } = TRANSFER_LIMITS[type];
      expect(kes(Number(number?.minimum))).toBe(min);
      expect(kes(Number(number?.maximum))).toBe(max);
      expect(number?.multipleOf).toBe(1);
      expect(text?.description).toMatch(/whole shillings/i);
      expect(['250', '250.00'].every((typed) => matches(text, typed))).toBe(true);
      expect(matches(text, '250.50')).toBe(false);
    }
    expect(branches(field('/withdraw/bank/ift', 'post', 'amount'))[1]).toMatchObject({
      description: expect.stringContaining('KES 100 to KES 999,999'),
    });
  });

  it('the lead ids of a selected download', () => {
    const ids = parameter('/product-leads/download-selected', 'ids');
    const id = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    expect(matches(ids, id)).toBe(true);
    expect(matches(ids, `${id}, ${id}`)).toBe(true);
    const many = (count: number) => Array<string>(count).fill(id).join(',');
    expect(matches(ids, many(LEADS_SELECTED_LIMIT))).toBe(true);
    expect(matches(ids, many(LEADS_SELECTED_LIMIT + 1))).toBe(false);
    expect(['', 'lead', `${id},nope`].some((typed) => matches(ids, typed))).toBe(false);
  });

  it('the range of the lead report, in words (it spans two parameters)', () => {
    const report = '/product-leads/report';
    expect(parameterOf(report, 'startDate')?.description).toMatch(/not after endDate/);
    expect(parameterOf(report, 'endDate')?.description).toContain(
      `at most ${LEAD_REPORT_MAX_DAYS} days`,
    );
  });

  it('the amount range of a product, in words (it spans three fields)', () => {
    for (const method of ['post', 'put']) {
      const path = method === 'post' ? '/products' : '/products/{id}';
      expect(described(field(path, method, 'hasAmount'))).toMatch(/minAmount and maxAmount/);
      expect(described(field(path, method, 'minAmount'))).toMatch(/unless hasAmount is true/);
      expect(described(field(path, method, 'minAmount'))).toMatch(/not more than maxAmount/);
      expect(described(field(path, method, 'maxAmount'))).toMatch(/unless hasAmount is true/);
    }
  });

  it('the changes of a beneficiary: at least one field, of its own type or network', () => {
    for (const path of [
      '/mobile-wallets/{id}',
      '/pesalink-beneficiaries/{id}',
      '/bank-accounts/{id}',
      // The airtime groups' changes share the rule (contract/field-changes.ts).
      '/airtime-groups/{id}',
      '/airtime-groups/update-member/{id}/{memberId}',
    ])
      expect(body(path, 'put')?.minProperties, path).toBe(1);
    const wallet = '/mobile-wallets/{id}';
    expect(described(field(wallet, 'put', 'telcoId'))).toMatch(/phoneNumber's own network/);
    expect(described(field(wallet, 'put', 'phoneNumber'))).toMatch(/network telcoId names/);
    expect(matches(field(wallet, 'put', 'phoneNumber'), '0712 345 678')).toBe(true);
    const pesalink = '/pesalink-beneficiaries/{id}';
    for (const name of ['bankId', 'accountNumber'])
      expect(described(field(pesalink, 'put', name))).toMatch(/^Only for a PESALINK_BANK/);
    expect(described(field(pesalink, 'put', 'phoneNumber'))).toMatch(/^Only for a PESALINK_PHONE/);
    expect(matches(field(pesalink, 'put', 'phoneNumber'), '0712 345 678')).toBe(true);
  });

  it('a week of opening hours: seven days, each open before it closes', () => {
    const days = field('/branches/{id}/opening-hours', 'put', 'days');
    expect(days).toMatchObject({ minItems: 7, maxItems: 7 });
    expect(described(days)).toMatch(/each weekday \(1 to 7\) once/);
    const day = (days?.items as Schema | undefined)?.properties;
    expect(described(day?.opensAt)).toMatch(/unless closed is true; before closesAt/);
    expect(described(day?.closesAt)).toMatch(/unless closed is true; after opensAt/);
  });

  it('a confirmation, by the field it repeats (x-same-as)', () => {
    for (const path of ['/users/create-pin/{id}', '/users/change-pin/me'])
      expect(field(path, path.includes('create') ? 'post' : 'put', 'confirmPin')).toMatchObject({
        'x-same-as': 'pin',
      });
    expect(field('/password-reset/{token}', 'put', 'confirmPassword')).toMatchObject({
      'x-same-as': 'password',
    });
  });

  it('what a booking and a lead take of other rows, in words', () => {
    expect(described(field('/bookings', 'post', 'startsAt'))).toMatch(
      /slot GET bookings\/availability offers/,
    );
    const lead = (name: string) => described(field('/product-leads', 'post', name));
    expect(lead('amount')).toMatch(/hasAmount is true, from its minAmount to its maxAmount/);
    expect(lead('facilityId')).toMatch(/health-insurance product/);
    expect(lead('referralId')).toMatch(/member's referral code/);
    expect(lead('otp')).toMatch(/product-leads\/open-otp/);
  });
});
