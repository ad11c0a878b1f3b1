import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import type { InvoiceClient, InvoiceDetail } from '../../mock/schemas/invoice-schema';
import { useClients } from '../api/list-clients';
import { InvoiceForm } from '../components/invoice-form';
import { InvoiceQuery } from '../components/invoice-query';
import type { InvoiceFormValues } from '../lib/invoice-form-schema';

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** `/apps/invoice/add`: a new invoice for one of the first five clients. */
export function InvoiceAddRoute() {
  const { t } = useTranslation('demo-invoice');
  useDocumentTitle(t('form.addTitle'));
  const clients = useClients();
  const defaults: InvoiceFormValues = {
    client: '',
    issuedDate: today(),
    dueDate: inDays(30),
    salesperson: '',
    note: t('preview.note'),
    discount: 0,
    tax: 0,
    items: [{ name: '', description: '', cost: 0, qty: 1 }],
  };
  return (
    <section aria-labelledby="invoice-add-title">
      <h1 id="invoice-add-title" className="h3 mb-3">
        {t('form.addTitle')}
      </h1>
      <QueryStatus query={clients}>
        {(list) => <InvoiceForm clients={list} defaults={defaults} />}
      </QueryStatus>
    </section>
  );
}

/** `/apps/invoice/edit/:id`: the invoice in the same form, its client among the choices. */
export function InvoiceEditRoute() {
  const { t } = useTranslation('demo-invoice');
  const { id = '' } = useParams();
  useDocumentTitle(t('form.editTitle', { id }));
  const clients = useClients();
  return (
    <section aria-labelledby="invoice-edit-title">
      <h1 id="invoice-edit-title" className="h3 mb-3">
        {t('form.editTitle', { id })}
      </h1>
      <InvoiceQuery id={id}>
        {(detail) => (
          <QueryStatus query={clients}>
            {(list) => (
              <InvoiceForm
                key={detail.invoice.id}
                invoiceId={detail.invoice.id}
                clients={withClientOf(detail, list)}
                defaults={valuesOf(detail, t('preview.note'))}
              />
            )}
          </QueryStatus>
        )}
      </InvoiceQuery>
    </section>
  );
}

/** The edited invoice's client may not be among the five offered: it is added to them. */
function withClientOf(detail: InvoiceDetail, clients: readonly InvoiceClient[]): InvoiceClient[] {
  const own = detail.invoice.client;
  return clients.some((client) => client.companyEmail === own.companyEmail)
    ? [...clients]
    : [own, ...clients];
}

function valuesOf({ invoice }: InvoiceDetail, note: string): InvoiceFormValues {
  return {
    client: invoice.client.companyEmail,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    salesperson: '',
    note,
    discount: 0,
    tax: 0,
    items: [{ name: invoice.service, description: '', cost: invoice.total, qty: 1 }],
  };
}
