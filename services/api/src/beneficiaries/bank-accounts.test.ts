import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call, member, referenceIds, UNKNOWN_ID } from './beneficiary-fixtures';

let app: FastifyInstance;
let ids: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  app = await buildTestApp();
  ids = await referenceIds(app);
});
afterAll(() => app.close());

describe('bank accounts', () => {
  it('adds, lists (paged, newest first), reads, renames and deletes', async () => {
    const me = await member(app);
    const created = await call(app, me, 'POST', '/bank-accounts', {
      bankId: ids.kcb,
      accountNumber: '1234 5678-90',
      accountName: 'Wanjiku Kamau',
    });
    expect(created.statusCode).toBe(201);
    const account = created.json().data;
    expect(account).toMatchObject({
      bankId: ids.kcb,
      bankCode: '01',
      bankName: 'KCB Bank Kenya',
      accountNumber: '1234567890',
      accountName: 'Wanjiku Kamau',
    });
    const second = (
      await call(app, me, 'POST', '/bank-accounts', {
        bankId: ids.equity,
        accountNumber: '0011223344',
        accountName: 'Wanjiku Kamau',
      })
    ).json().data;
    const page = (await call(app, me, 'GET', '/bank-accounts?limit=1')).json();
    expect(page.data.map((row: { id: string }) => row.id)).toEqual([second.id]);
    expect(page.pagination).toEqual({ page: 1, limit: 1, total: 2 });
    expect((await call(app, me, 'GET', `/bank-accounts/${account.id}`)).json().data).toEqual(
      account,
    );
    const renamed = await call(app, me, 'PUT', `/bank-accounts/${account.id}`, {
      accountName: 'W. Kamau',
    });
    expect(renamed.json().data).toMatchObject({
      accountName: 'W. Kamau',
      accountNumber: '1234567890',
    });
    expect((await call(app, me, 'DELETE', `/bank-accounts/${account.id}`)).statusCode).toBe(200);
    expect((await call(app, me, 'GET', `/bank-accounts/${account.id}`)).statusCode).toBe(404);
    expect((await call(app, me, 'DELETE', `/bank-accounts/${account.id}`)).statusCode).toBe(404);
    expect((await call(app, me, 'GET', '/bank-accounts')).json().pagination.total).toBe(1);
  });

  it('refuses the same account twice (409) but takes it again once deleted', async () => {
    const me = await member(app);
    const body = { bankId: ids.kcb, accountNumber: '555666777', accountName: 'Otieno' };
    const first = (await call(app, me, 'POST', '/bank-accounts', body)).json().data;
    const again = await call(app, me, 'POST', '/bank-accounts', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BANK_ACCOUNT_EXISTS');
    const other = (
      await call(app, me, 'POST', '/bank-accounts', { ...body, accountNumber: '555666778' })
    ).json().data;
    const clash = await call(app, me, 'PUT', `/bank-accounts/${other.id}`, {
      accountNumber: '555666777',
    });
    expect(clash.statusCode).toBe(409);
    await call(app, me, 'DELETE', `/bank-accounts/${first.id}`);
    expect((await call(app, me, 'POST', '/bank-accounts', body)).statusCode).toBe(201);
  });

  it.each([
    [{ bankId: UNKNOWN_ID }, 'bankId', 'UNKNOWN_BANK'],
    [{ bankId: 'kcb' }, 'bankId', 'VALIDATION_FAILED'],
    [{ accountNumber: '12345' }, 'accountNumber', 'VALIDATION_FAILED'],
    [{ accountNumber: '1'.repeat(21) }, 'accountNumber', 'VALIDATION_FAILED'],
    [{ accountNumber: '12345678AB' }, 'accountNumber', 'VALIDATION_FAILED'],
    [{ accountNumber: 12345678 }, 'accountNumber', 'VALIDATION_FAILED'],
    [{ accountName: 'W' }, 'accountName', 'VALIDATION_FAILED'],
    [{ accountName: undefined }, 'accountName', 'VALIDATION_FAILED'],
  ])('POST with %o answers 400 on %s', async (change, path, code) => {
    const me = await member(app);
    const body = { bankId: ids.kcb, accountNumber: '99887766', accountName: 'Achieng', ...change };
    const response = await call(app, me, 'POST', '/bank-accounts', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, details: [expect.objectContaining({ path })] });
  });

  it('answers 400 for an empty change, an unknown bank on PUT and a malformed id', async () => {
    const me = await member(app);
    const body = { bankId: ids.kcb, accountNumber: '44332211', accountName: 'Achieng' };
    const { id } = (await call(app, me, 'POST', '/bank-accounts', body)).json().data;
    expect((await call(app, me, 'PUT', `/bank-accounts/${id}`, {})).statusCode).toBe(400);
    const unknown = await call(app, me, 'PUT', `/bank-accounts/${id}`, { bankId: UNKNOWN_ID });
    expect(unknown.json().code).toBe('UNKNOWN_BANK');
    const malformed = await call(app, me, 'GET', '/bank-accounts/123');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].path).toBe('id');
    expect((await call(app, me, 'GET', '/bank-accounts?limit=101')).statusCode).toBe(400);
  });

  it("hides another member's accounts: 404 on read, change and delete", async () => {
    const owner = await member(app);
    const stranger = await member(app);
    const body = { bankId: ids.kcb, accountNumber: '10203040', accountName: 'Owner' };
    const { id } = (await call(app, owner, 'POST', '/bank-accounts', body)).json().data;
    expect((await call(app, stranger, 'GET', `/bank-accounts/${id}`)).statusCode).toBe(404);
    const change = await call(app, stranger, 'PUT', `/bank-accounts/${id}`, { accountName: 'Me' });
    expect(change.statusCode).toBe(404);
    expect((await call(app, stranger, 'DELETE', `/bank-accounts/${id}`)).statusCode).toBe(404);
    expect((await call(app, stranger, 'GET', '/bank-accounts')).json().data).toEqual([]);
    expect((await call(app, owner, 'GET', `/bank-accounts/${id}`)).json().data.accountName).toBe(
      'Owner',
    );
  });

  it('needs a signed-in person', async () => {
    expect((await call(app, null, 'GET', '/bank-accounts')).statusCode).toBe(401);
    const body = { bankId: ids.kcb, accountNumber: '10203040', accountName: 'Nobody' };
    expect((await call(app, null, 'POST', '/bank-accounts', body)).statusCode).toBe(401);
  });
});
