import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url: `/api/v1${url}` });

describe('reference data', () => {
  it('lists every licensed Kenyan bank with its code', async () => {
    const response = await get('/banks');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Success');
    expect(body.data.length).toBeGreaterThanOrEqual(35);
    expect(body.pagination).toEqual({ page: 1, limit: 100, total: body.data.length });
    const names: string[] = body.data.map((bank: { name: string }) => bank.name);
    expect(new Set(names).size).toBe(names.length);
    // The most used banks lead the picker; the rest follow alphabetically.
    expect(names.slice(0, 10)).toEqual(expect.arrayContaining(['Equity Bank Kenya']));
    const kcb = body.data.find((bank: { code: string }) => bank.code === '01');
    expect(kcb.name).toMatch(/KCB/);
  });

  it('pages and searches banks', async () => {
    const page = (await get('/banks?page=2&limit=5')).json();
    expect(page.data).toHaveLength(5);
    expect(page.pagination.page).toBe(2);
    expect(page.pagination.total).toBeGreaterThanOrEqual(35);
    const found = (await get('/banks?search=equity')).json();
    expect(found.data.map((bank: { name: string }) => bank.name).join()).toMatch(/Equity/);
    const past = (await get('/banks?page=99')).json();
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBeGreaterThanOrEqual(35);
  });

  it('treats search wildcards as plain text', async () => {
    const found = (await get('/banks?search=%25')).json();
    expect(found.data).toEqual([]);
  });

  it('lists the three telcos with their prefixes', async () => {
    const body = (await get('/telcos/active')).json();
    const codes = body.data.map((telco: { code: string }) => telco.code).sort();
    expect(codes).toEqual(['AIRTEL', 'SAFARICOM', 'TELKOM']);
    const safaricom = body.data.find((telco: { code: string }) => telco.code === 'SAFARICOM');
    expect(safaricom.prefixes).toContain('722');
  });

  it('lists currencies, languages and active countries', async () => {
    const currencies = (await get('/currency')).json().data.map((c: { code: string }) => c.code);
    expect(currencies).toEqual(['KES', 'RWF', 'TZS', 'UGX', 'USD']);
    const languages = (await get('/languages')).json().data.map((l: { code: string }) => l.code);
    expect(languages).toEqual(['en', 'fr', 'sw']);
    const countries = (await get('/country/active')).json().data;
    expect(countries).toContainEqual(
      expect.objectContaining({ isoCode: 'KE', dialCode: '254', currencyCode: 'KES' }),
    );
  });

  it('answers fee tiers per transfer kind in shillings', async () => {
    const body = (await get('/bank-prices?transferType=MPESA_B2C')).json();
    expect(body.data.length).toBeGreaterThan(3);
    expect(
      body.data.every((tier: { transferType: string }) => tier.transferType === 'MPESA_B2C'),
    ).toBe(true);
    expect(body.data[0].minAmount).toBe(10);
    expect(body.data.at(-1).maxAmount).toBe(150000);
    const all = (await get('/bank-prices')).json().data;
    const kinds = new Set(all.map((tier: { transferType: string }) => tier.transferType));
    expect([...kinds].sort()).toEqual([
      'BANK_IFT',
      'MPESA_B2C',
      'PESALINK_ACCOUNT',
      'PESALINK_PHONE',
    ]);
  });

  it.each([
    ['/banks?page=abc', 'page'],
    ['/banks?page=0', 'page'],
    ['/banks?limit=101', 'limit'],
    ['/bank-prices?transferType=CHEQUE', 'transferType'],
    ['/currency?search=' + 'x'.repeat(101), 'search'],
  ])('rejects %s with 400 and details', async (url, path) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(body.errorMessage).toBe(body.message);
    expect(body.details[0].path).toBe(path);
    expect(body.message).toMatch(new RegExp(`^${path}: must be`));
  });
});
