import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderRoutes } from '../../../shared/testing/render';
import { dollarsToNumber } from '../../mock/lib/format';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { InvoiceListRoute } from './invoice-list-route';

serveDemoMock();
beforeAll(() => loadNamespace('demo-invoice'));

function renderList() {
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/apps/invoice/list', element: <InvoiceListRoute /> },
      { path: '/apps/invoice/preview/:id', element: <p>preview page</p> },
    ],
    '/apps/invoice/list',
  );
  return user;
}

const invoices = () => demoStore().invoices.map(({ invoice }) => invoice);
const table = () => screen.getByRole('table', { name: 'Invoices' });
/** The invoice numbers of the rows on screen. */
const shownIds = () =>
  within(table())
    .getAllByRole('link', { name: /^#\d+$/ })
    .map((link) => Number(link.textContent?.slice(1)));

async function settled(ids: number[]) {
  await waitFor(() => expect(shownIds()).toEqual(ids));
}

describe('/apps/invoice/list', () => {
  test('ten invoices a page, newest first, and the pager moves through all 36', async () => {
    const user = renderList();
    await screen.findByRole('table', { name: 'Invoices' });
    await settled(Array.from({ length: 10 }, (_, index) => 5022 - index));
    expect(screen.getByText('1–10 of 36')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await settled([4992, 4991, 4990, 4989, 4988, 4987]);
    expect(screen.getByText('31–36 of 36')).toBeInTheDocument();
  });

  test('"paid" finds exactly the invoices with nothing left to pay', async () => {
    const user = renderList();
    await screen.findByRole('table', { name: 'Invoices' });
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'paid');
    const zero = invoices().filter((invoice) => invoice.balance === 0);
    await waitFor(() => expect(screen.getByText(`1–10 of ${zero.length}`)).toBeInTheDocument());
    const ids = shownIds();
    expect(ids).toHaveLength(10);
    for (const id of ids) expect(zero.map((invoice) => invoice.id)).toContain(id);
    // Every balance cell on screen says Paid.
    const rows = within(table()).getAllByRole('row').slice(1);
    for (const row of rows) expect(within(row).getAllByText('Paid').length).toBeGreaterThan(0);
  });

  test('the search covers the client’s e-mail; nothing found says so', async () => {
    const user = renderList();
    await screen.findByRole('table', { name: 'Invoices' });
    const target = invoices()[5]!;
    const box = screen.getByRole('searchbox', { name: 'Search invoices' });
    await user.click(box);
    await user.paste(target.client.companyEmail);
    await waitFor(() => expect(shownIds()).toContain(target.id));
    await user.clear(box);
    await user.paste('no such invoice anywhere');
    expect(await screen.findByText('No invoice matches.')).toBeInTheDocument();
  });

  test('the status filter keeps one status', async () => {
    const user = renderList();
    await screen.findByRole('table', { name: 'Invoices' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Past Due');
    const pastDue = invoices().filter((invoice) => invoice.invoiceStatus === 'Past Due');
    const expected = pastDue
      .map((invoice) => invoice.id)
      .sort((a, b) => b - a)
      .slice(0, 10);
    await settled(expected);
  });

  test('a column header sorts by it, ascending then descending, and says so', async () => {
    const user = renderList();
    await screen.findByRole('table', { name: 'Invoices' });
    const header = screen.getByRole('columnheader', { name: 'Balance' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button', { name: 'Balance' }));
    const byBalance = [...invoices()].sort(
      (a, b) => dollarsToNumber(a.balance) - dollarsToNumber(b.balance),
    );
    await waitFor(() => expect(shownIds()[0]).toBe(byBalance[0]!.id));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button', { name: 'Balance' }));
    await waitFor(() => expect(shownIds()[0]).toBe(byBalance.at(-1)!.id));
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  test('delete asks first; cancelling keeps the invoice, confirming removes it (35 left)', async () => {
    const user = renderList();
    await screen.findByRole('table', { name: 'Invoices' });
    await settled(Array.from({ length: 10 }, (_, index) => 5022 - index));
    await user.click(screen.getByRole('button', { name: 'Delete invoice #5020' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this invoice?' });
    expect(dialog).toHaveTextContent('Invoice #5020');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shownIds()).toContain(5020);

    await user.click(screen.getByRole('button', { name: 'Delete invoice #5020' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(shownIds()).not.toContain(5020));
    expect(screen.getByText('1–10 of 35')).toBeInTheDocument();
    expect(invoices().some((invoice) => invoice.id === 5020)).toBe(false);
  });

  test('each row links to its preview and edit pages', async () => {
    const user = renderList();
    await screen.findByRole('table', { name: 'Invoices' });
    await screen.findByRole('link', { name: 'Edit invoice #5022' });
    expect(screen.getByRole('link', { name: 'Edit invoice #5022' })).toHaveAttribute(
      'href',
      '/apps/invoice/edit/5022',
    );
    await user.click(screen.getByRole('link', { name: 'Preview invoice #5022' }));
    expect(await screen.findByText('preview page')).toBeInTheDocument();
  });
});
