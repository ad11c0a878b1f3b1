import { describe, expect, test } from 'vitest';
import { invoiceDetailSchema, invoiceListSchema } from '../schemas/invoice-schema';
import type { Invoice } from '../schemas/invoice-schema';
import { demoStore, resetDemoStore } from '../store/demo-store';
import { demoCall, demoGet, serveDemoMock } from '../testing/demo-api';

serveDemoMock();

async function list(query: Record<string, string | number> = {}) {
  const answer = await demoGet('/apps/invoice/invoices', query);
  expect(answer.status).toBe(200);
  return invoiceListSchema.parse(answer.body);
}

const allInvoices = () => demoStore().invoices.map(({ invoice }) => invoice);

async function searchIds(q: string): Promise<number[]> {
  return (await list({ q, perPage: 100 })).invoices.map((invoice) => invoice.id);
}

describe('invoice list', () => {
  test('36 seeded invoices from 4987, ten a page, newest id first by default', async () => {
    const page = await list();
    expect(page.total).toBe(36);
    expect(page.allData).toHaveLength(36);
    expect(page.invoices.map((invoice) => invoice.id)).toEqual(
      Array.from({ length: 10 }, (_, index) => 5022 - index),
    );
    const last = await list({ page: 4 });
    expect(last.invoices.map((invoice) => invoice.id)).toEqual([
      4992, 4991, 4990, 4989, 4988, 4987,
    ]);
    expect((await list({ perPage: 25 })).invoices).toHaveLength(25);
  });

  test.each([
    ['client e-mail', (invoice: Invoice) => invoice.client.companyEmail.toUpperCase()],
    ['client name', (invoice: Invoice) => invoice.client.name],
    ['id', (invoice: Invoice) => String(invoice.id)],
    ['total', (invoice: Invoice) => String(invoice.total)],
    ['due date', (invoice: Invoice) => invoice.dueDate],
  ])('the search finds an invoice by its %s', async (_field, valueOf) => {
    const target = allInvoices()[7] as Invoice;
    expect(await searchIds(valueOf(target))).toContain(target.id);
  });

  test('the search finds an invoice by its balance', async () => {
    const owing = allInvoices().find((invoice) => invoice.balance !== 0) as Invoice;
    expect(await searchIds(String(owing.balance))).toContain(owing.id);
  });

  test('the search ignores fields outside its list (service, company)', async () => {
    expect(await searchIds('Template Customization')).toEqual([]);
    const target = allInvoices()[3] as Invoice;
    expect(await searchIds(target.client.company)).not.toContain(target.id);
  });

  test('"paid" finds exactly the invoices with a zero balance', async () => {
    const zero = allInvoices()
      .filter((invoice) => invoice.balance === 0)
      .map((invoice) => invoice.id);
    expect(zero.length).toBeGreaterThan(0);
    expect((await searchIds('paid')).sort()).toEqual([...zero].sort());
    expect((await searchIds('PAID')).sort()).toEqual([...zero].sort());
  });

  test('the status filter keeps one status', async () => {
    const page = await list({ status: 'Paid', perPage: 100 });
    const expected = allInvoices().filter((invoice) => invoice.invoiceStatus === 'Paid');
    expect(page.total).toBe(expected.length);
    expect(page.invoices.every((invoice) => invoice.invoiceStatus === 'Paid')).toBe(true);
  });

  const balanceOf = (invoice: Invoice) =>
    invoice.balance === 0 ? 0 : Number(invoice.balance.replace(/[$,]/g, ''));

  test.each<[string, (invoice: Invoice) => string | number]>([
    ['total', (invoice) => invoice.total],
    ['balance', balanceOf],
    ['dueDate', (invoice) => invoice.dueDate],
  ])('sorts by %s in both directions', async (sortColumn, keyOf) => {
    const ascending = (await list({ sortColumn, sort: 'asc', perPage: 100 })).invoices.map(keyOf);
    expect(ascending).toEqual([...ascending].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const descending = (await list({ sortColumn, sort: 'desc', perPage: 100 })).invoices.map(keyOf);
    expect(descending).toEqual([...ascending].reverse());
  });

  test('sorts by client name', async () => {
    const names = (await list({ sortColumn: 'client', sort: 'asc', perPage: 100 })).invoices.map(
      (invoice) => invoice.client.name,
    );
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });
});

describe('one invoice, clients and deletion', () => {
  test('an invoice comes with its payment details; an unknown id is a 404', async () => {
    const answer = await demoGet('/api/invoice/invoices/4987');
    expect(answer.status).toBe(200);
    const detail = invoiceDetailSchema.parse(answer.body);
    expect(detail.invoice.id).toBe(4987);
    expect(detail.paymentDetails.totalDue).toMatch(/^\$[\d,]+\.\d\d$/);
    expect((await demoGet('/api/invoice/invoices/1')).status).toBe(404);
  });

  test('the clients are the first five', async () => {
    const answer = await demoGet('/api/invoice/clients');
    expect(answer.body).toEqual(
      allInvoices()
        .slice(0, 5)
        .map((invoice) => invoice.client),
    );
  });

  test('a deleted invoice stays deleted until the store is reset', async () => {
    expect((await demoCall('DELETE', '/apps/invoice/delete', { query: { id: 4990 } })).status).toBe(
      200,
    );
    expect((await list()).total).toBe(35);
    expect((await demoGet('/api/invoice/invoices/4990')).status).toBe(404);
    expect((await demoCall('DELETE', '/apps/invoice/delete', { body: { id: 4991 } })).status).toBe(
      200,
    );
    expect((await list()).total).toBe(34);
    expect((await demoCall('DELETE', '/apps/invoice/delete', { query: { id: 4990 } })).status).toBe(
      404,
    );
    resetDemoStore();
    expect((await list()).total).toBe(36);
  });
});
