import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call, member, referenceIds, safaricomNumber, UNKNOWN_ID } from './beneficiary-fixtures';

let app: FastifyInstance;
let ids: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  app = await buildTestApp();
  ids = await referenceIds(app);
});
afterAll(() => app.close());

const toBank = () => ({
  type: 'PESALINK_BANK',
  bankId: ids.equity,
  accountNumber: '0170 2938 4756',
  name: 'Kamau Njoroge',
});

describe('Pesalink beneficiaries', () => {
  it('adds a bank account and a phone, lists, changes and deletes them', async () => {
    const me = await member(app);
    const bank = await call(app, me, 'POST', '/pesalink-beneficiaries', toBank());
    expect(bank.statusCode).toBe(201);
    expect(bank.json().data).toMatchObject({
      type: 'PESALINK_BANK',
      bankCode: '68',
      accountNumber: '017029384756',
      phoneNumber: null,
      name: 'Kamau Njoroge',
    });
    const phone = safaricomNumber();
    const byPhone = await call(app, me, 'POST', '/pesalink-beneficiaries', {
      type: 'PESALINK_PHONE',
      phoneNumber: phone.local,
      name: 'Mama Njeri',
    });
    expect(byPhone.json().data).toMatchObject({
      type: 'PESALINK_PHONE',
      phoneNumber: phone.stored,
      bankId: null,
      accountNumber: null,
    });
    const list = (await call(app, me, 'GET', '/pesalink-beneficiaries')).json();
    expect(list.data.map((row: { type: string }) => row.type)).toEqual([
      'PESALINK_PHONE',
      'PESALINK_BANK',
    ]);
    const id = byPhone.json().data.id;
    const other = safaricomNumber();
    const changed = await call(app, me, 'PUT', `/pesalink-beneficiaries/${id}`, {
      phoneNumber: other.local,
      name: 'Mama Njeri K.',
    });
    expect(changed.json().data).toMatchObject({ phoneNumber: other.stored, name: 'Mama Njeri K.' });
    const moved = await call(app, me, 'PUT', `/pesalink-beneficiaries/${bank.json().data.id}`, {
      bankId: ids.kcb,
    });
    expect(moved.json().data).toMatchObject({ bankCode: '01', accountNumber: '017029384756' });
    expect((await call(app, me, 'DELETE', `/pesalink-beneficiaries/${id}`)).statusCode).toBe(200);
    expect((await call(app, me, 'GET', `/pesalink-beneficiaries/${id}`)).statusCode).toBe(404);
  });

  it('refuses duplicates with 409', async () => {
    const me = await member(app);
    await call(app, me, 'POST', '/pesalink-beneficiaries', toBank());
    const again = await call(app, me, 'POST', '/pesalink-beneficiaries', toBank());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BENEFICIARY_EXISTS');
  });

  it.each([
    [{ type: undefined }, 'type'],
    [{ type: 'BANK' }, 'type'],
    [{ accountNumber: undefined }, 'accountNumber'],
    [{ accountNumber: '12-34' }, 'accountNumber'],
    [{ bankId: 'equity' }, 'bankId'],
    [{ name: '' }, 'name'],
    [{ type: 'PESALINK_PHONE', phoneNumber: '0812345678' }, 'phoneNumber'],
    [{ type: 'PESALINK_PHONE' }, 'phoneNumber'],
  ])('POST with %o answers 400 on %s', async (change, path) => {
    const me = await member(app);
    const response = await call(app, me, 'POST', '/pesalink-beneficiaries', {
      ...toBank(),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(path);
  });

  it('refuses unknown banks and banks without Pesalink', async () => {
    const me = await member(app);
    const unknown = await call(app, me, 'POST', '/pesalink-beneficiaries', {
      ...toBank(),
      bankId: UNKNOWN_ID,
    });
    expect(unknown.json()).toMatchObject({ statusCode: 400, code: 'UNKNOWN_BANK' });
    const citibank = await call(app, me, 'POST', '/pesalink-beneficiaries', {
      ...toBank(),
      bankId: ids.citibank,
    });
    expect(citibank.json()).toMatchObject({ statusCode: 400, code: 'BANK_NOT_ON_PESALINK' });
    expect(citibank.json().message).toMatch(/Citibank.*Pesalink/);
  });

  it('refuses, on PUT, fields of the other type and an empty change', async () => {
    const me = await member(app);
    const { id } = (await call(app, me, 'POST', '/pesalink-beneficiaries', toBank())).json().data;
    const phone = await call(app, me, 'PUT', `/pesalink-beneficiaries/${id}`, {
      phoneNumber: safaricomNumber().local,
    });
    expect(phone.json()).toMatchObject({ statusCode: 400, code: 'FIELD_NOT_FOR_TYPE' });
    expect((await call(app, me, 'PUT', `/pesalink-beneficiaries/${id}`, {})).statusCode).toBe(400);
    const citibank = await call(app, me, 'PUT', `/pesalink-beneficiaries/${id}`, {
      bankId: ids.citibank,
    });
    expect(citibank.json().code).toBe('BANK_NOT_ON_PESALINK');
    const byPhone = (
      await call(app, me, 'POST', '/pesalink-beneficiaries', {
        type: 'PESALINK_PHONE',
        phoneNumber: safaricomNumber().local,
        name: 'Baba',
      })
    ).json().data;
    const account = await call(app, me, 'PUT', `/pesalink-beneficiaries/${byPhone.id}`, {
      accountNumber: '12345678',
    });
    expect(account.json()).toMatchObject({ statusCode: 400, code: 'FIELD_NOT_FOR_TYPE' });
  });

  it("hides another member's beneficiaries (404)", async () => {
    const owner = await member(app);
    const stranger = await member(app);
    const { id } = (await call(app, owner, 'POST', '/pesalink-beneficiaries', toBank())).json()
      .data;
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await call(app, stranger, method, `/pesalink-beneficiaries/${id}`)).statusCode).toBe(
        404,
      );
    }
    const change = await call(app, stranger, 'PUT', `/pesalink-beneficiaries/${id}`, {
      name: 'Mine now',
    });
    expect(change.statusCode).toBe(404);
    expect((await call(app, stranger, 'GET', '/pesalink-beneficiaries')).json().data).toEqual([]);
  });
});
