import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';

// The fuzz (test/fuzz/) generates "valid" requests from the OpenAPI document: rules the server
// checks in a transform (e-mail, phone, account number, county, amounts, calendar days) are
// stated in the document too, so a generated client or the fuzz sends what the server takes.
let app: FastifyInstance;
let paths: Record<string, Record<string, Operation>>;
type Schema = Record<string, unknown> & { properties?: Record<string, Schema> };
type Operation = {
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  parameters?: { name: string; schema: Schema }[];
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
const parameter = (path: string, name: string) =>
  paths[`/api/v1${path}`]?.get?.parameters?.find((p) => p.name === name)?.schema;

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
});
