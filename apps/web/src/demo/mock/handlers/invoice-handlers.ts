import { http, HttpResponse } from 'msw';
import { dollarsToNumber } from '../lib/format';
import { pageOf } from '../lib/paginate';
import { directionOf, filterOf, matchesTerm, queryOf, sortedBy, termOf } from '../lib/query';
import { idOf, notFound } from '../lib/respond';
import type { Invoice, InvoiceClient, InvoiceDetail, InvoiceList } from '../schemas/invoice-schema';
import { demoStore } from '../store/demo-store';

/** The search of the invoice list: client e-mail, client name, id, total, balance, due date. */
function invoiceMatches(invoice: Invoice, term: string): boolean {
  // "paid" is how a visitor asks for settled invoices, which the table shows by a zero balance.
  if (term === 'paid' && invoice.balance === 0) return true;
  return matchesTerm(
    term,
    invoice.client.companyEmail,
    invoice.client.name,
    invoice.id,
    invoice.total,
    invoice.balance,
    invoice.dueDate,
  );
}

const byId = (invoice: Invoice) => invoice.id;

const SORT_KEYS: Record<string, (invoice: Invoice) => string | number> = {
  id: byId,
  client: (invoice) => invoice.client.name,
  total: (invoice) => invoice.total,
  issuedDate: (invoice) => invoice.issuedDate,
  dueDate: (invoice) => invoice.dueDate,
  balance: (invoice) => dollarsToNumber(invoice.balance),
  invoiceStatus: (invoice) => invoice.invoiceStatus,
};

export const invoiceHandlers = [
  http.get('/apps/invoice/invoices', ({ request }) => {
    const params = queryOf(request);
    const term = termOf(params);
    const status = filterOf(params, 'status')?.toLowerCase();
    const all = demoStore().invoices.map((record) => record.invoice);
    const matching = all.filter(
      (invoice) =>
        invoiceMatches(invoice, term) &&
        (status === undefined || invoice.invoiceStatus.toLowerCase() === status),
    );
    const key = SORT_KEYS[params.get('sortColumn') ?? 'id'] ?? byId;
    const sorted = sortedBy(matching, key, directionOf(params, 'desc'));
    return HttpResponse.json<InvoiceList>({
      allData: all,
      total: sorted.length,
      invoices: pageOf(sorted, params),
    });
  }),

  http.get<{ id: string }>('/api/invoice/invoices/:id', ({ params }) => {
    const record = demoStore().invoices.find(({ invoice }) => String(invoice.id) === params.id);
    if (!record) return notFound(`Invoice ${params.id} does not exist.`);
    return HttpResponse.json<InvoiceDetail>(record);
  }),

  http.delete('/apps/invoice/delete', async ({ request }) => {
    const id = await idOf(request);
    const store = demoStore();
    const index = store.invoices.findIndex(({ invoice }) => invoice.id === id);
    if (index < 0) return notFound(`Invoice ${String(id)} does not exist.`);
    store.invoices.splice(index, 1);
    return HttpResponse.json({ id });
  }),

  http.get('/api/invoice/clients', () => {
    // The add/edit forms offer the first five clients to pick from.
    const clients = demoStore()
      .invoices.slice(0, 5)
      .map(({ invoice }) => invoice.client);
    return HttpResponse.json<InvoiceClient[]>(clients);
  }),
];
