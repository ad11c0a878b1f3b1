import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderRoutes } from '../../../shared/testing/render';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { DEMO_INVOICE_BLANK_ROUTES, DEMO_INVOICE_ROUTES } from '../../routes/invoice-routes';
import { InvoicePreviewRoute } from './invoice-preview-route';
import { InvoicePrintRoute } from './invoice-print-route';

serveDemoMock();
beforeAll(() => loadNamespace('demo-invoice'));

function renderPreview(path: string) {
  const user = userEvent.setup();
  renderRoutes([{ path: '/apps/invoice/preview/:id', element: <InvoicePreviewRoute /> }], path);
  return user;
}

const record = (id: number) => demoStore().invoices.find(({ invoice }) => invoice.id === id)!;

describe('/apps/invoice/preview/:id', () => {
  test('shows the invoice, its client and its payment details', async () => {
    renderPreview('/apps/invoice/preview/4990');
    const { invoice, paymentDetails } = record(4990);
    const card = await screen.findByRole('article', { name: 'Invoice #4990' });
    expect(within(card).getByText(invoice.client.name)).toBeInTheDocument();
    expect(within(card).getByText(invoice.client.companyEmail)).toBeInTheDocument();
    expect(within(card).getByText(paymentDetails.iban)).toBeInTheDocument();
    expect(within(card).getByText(invoice.service)).toBeInTheDocument();
  });

  test('an unknown id shows the mock’s 404 as a message, with the way back', async () => {
    renderPreview('/apps/invoice/preview/12');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invoice 12 does not exist.');
    expect(within(alert).getByRole('link', { name: 'Back to the invoices' })).toHaveAttribute(
      'href',
      '/apps/invoice/list',
    );
  });

  test('send opens a dialog that checks the addresses, then says the demo sent nothing', async () => {
    const user = renderPreview('/apps/invoice/preview/4990');
    await user.click(await screen.findByRole('button', { name: 'Send invoice' }));
    // The dialog's code loads with its first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Send invoice' }, { timeout: 15000 });
    const to = within(dialog).getByLabelText('To');
    expect(to).toHaveValue(record(4990).invoice.client.companyEmail);
    await user.clear(to);
    await user.type(to, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    await user.clear(to);
    await user.type(to, 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/would now go to ada@example.com/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('add payment asks for an amount and a method', async () => {
    const user = renderPreview('/apps/invoice/preview/4990');
    await user.click(await screen.findByRole('button', { name: 'Add payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment' }, { timeout: 15000 });
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    expect(await within(dialog).findByText('Enter the amount paid.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose how it was paid.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Payment amount'), '1250.5');
    await user.selectOptions(within(dialog).getByLabelText('Payment method'), 'Bank transfer');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    expect(await screen.findByText(/payment of \$1,250\.50 on invoice #4990/)).toBeInTheDocument();
  });

  test('download makes a PDF of the invoice', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:invoice';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const user = renderPreview('/apps/invoice/preview/4990');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(created[0]?.type).toBe('application/pdf');
    // jsdom's Blob has no text(): read it the way a page would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!, 'latin1');
    });
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('Invoice #4990');
    expect(text).toContain(record(4990).invoice.client.name);
  });

  test('print opens the print page of this invoice in a new tab; edit opens its form', async () => {
    renderPreview('/apps/invoice/preview/4990');
    const print = await screen.findByRole('link', { name: /Print/ });
    expect(print).toHaveAttribute('href', '/apps/invoice/print?id=4990');
    expect(print).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/apps/invoice/edit/4990',
    );
  });
});

describe('/apps/invoice/print', () => {
  test('shows the invoice and calls the browser’s print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderRoutes(
      [{ path: '/apps/invoice/print', element: <InvoicePrintRoute /> }],
      '/apps/invoice/print?id=4995',
    );
    expect(await screen.findByRole('article', { name: 'Invoice #4995' })).toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});

describe('the bare invoice paths', () => {
  test.each([
    ['/apps/invoice/preview', '/apps/invoice/preview/4987'],
    ['/apps/invoice/edit', '/apps/invoice/edit/4987'],
  ])('%s goes to %s', async (from, to) => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { router } = renderRoutes([...DEMO_INVOICE_ROUTES, ...DEMO_INVOICE_BLANK_ROUTES], from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('#4987');
  });
});
