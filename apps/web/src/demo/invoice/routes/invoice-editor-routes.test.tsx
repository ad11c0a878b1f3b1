import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderRoutes } from '../../../shared/testing/render';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { InvoiceAddRoute, InvoiceEditRoute } from './invoice-editor-routes';

serveDemoMock();
beforeAll(() => loadNamespace('demo-invoice'));

function renderEditor(path: string) {
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/apps/invoice/add', element: <InvoiceAddRoute /> },
      { path: '/apps/invoice/edit/:id', element: <InvoiceEditRoute /> },
    ],
    path,
  );
  return user;
}

const totals = () => screen.getByRole('heading', { name: 'Totals' }).parentElement!;
const totalLine = (label: string) =>
  within(totals()).getByText(`${label}:`).nextElementSibling?.textContent;

describe('/apps/invoice/add', () => {
  test('offers the first five clients and shows the chosen one’s details', async () => {
    const user = renderEditor('/apps/invoice/add');
    const select = await screen.findByRole('combobox', { name: 'Client' });
    const first = demoStore()
      .invoices.slice(0, 5)
      .map(({ invoice }) => invoice.client);
    expect(
      within(select)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent),
    ).toEqual(first.map((client) => `${client.name} (${client.company})`));
    await user.selectOptions(select, first[2]!.companyEmail);
    const details = screen.getByRole('group', { name: 'Client details' });
    expect(details).toHaveTextContent(first[2]!.address);
  });

  test('lines can be added and removed; totals follow every keystroke', async () => {
    const user = renderEditor('/apps/invoice/add');
    const cost1 = await screen.findByLabelText('Cost 1');
    await user.clear(cost1);
    await user.type(cost1, '100');
    await user.clear(screen.getByLabelText('Qty 1'));
    await user.type(screen.getByLabelText('Qty 1'), '2');
    expect(totalLine('Subtotal')).toBe('$200.00');

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByLabelText('Cost 2'), '50');
    expect(totalLine('Subtotal')).toBe('$250.00');
    await user.clear(screen.getByLabelText('Discount (%)'));
    await user.type(screen.getByLabelText('Discount (%)'), '10');
    await user.clear(screen.getByLabelText('Tax (%)'));
    await user.type(screen.getByLabelText('Tax (%)'), '20');
    expect(totalLine('Discount')).toBe('-$25.00');
    expect(totalLine('Tax')).toBe('$45.00');
    expect(totalLine('Total')).toBe('$270.00');

    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.queryByLabelText('Cost 2')).toBeNull();
    expect(totalLine('Subtotal')).toBe('$50.00');
  });

  test('save checks the form: client, item names, due after issued', async () => {
    const user = renderEditor('/apps/invoice/add');
    await screen.findByRole('combobox', { name: 'Client' });
    await user.clear(screen.getByLabelText('Due date'));
    await user.type(screen.getByLabelText('Due date'), '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a client.')).toBeInTheDocument();
    expect(
      screen.getByText('The due date cannot come before the date issued.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Item 1')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/apps/invoice/edit/:id', () => {
  test('fills the form with the invoice, its client among the choices', async () => {
    renderEditor('/apps/invoice/edit/5010');
    const { invoice } = demoStore().invoices.find((record) => record.invoice.id === 5010)!;
    const select = await screen.findByRole('combobox', { name: 'Client' });
    expect(select).toHaveValue(invoice.client.companyEmail);
    expect(screen.getByLabelText('Item 1')).toHaveValue(invoice.service);
    expect(screen.getByLabelText('Date issued')).toHaveValue(invoice.issuedDate);
    expect(totalLine('Total')).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(invoice.total),
    );
  });

  test('saving a valid invoice says the demo keeps no changes', async () => {
    const user = renderEditor('/apps/invoice/edit/5010');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/invoice #5010 checks out/)).toBeInTheDocument();
  });

  test('an unknown id shows the 404 message', async () => {
    renderEditor('/apps/invoice/edit/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice 1 does not exist.');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });
});
