import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import { Table } from '../../../shared/ui/table';
import type { Invoice } from '../../mock/schemas/invoice-schema';
import { useInvoices } from '../api/list-invoices';
import { useFigures } from '../lib/figures';
import type { Tone } from './avatar';
import { DemoCard } from './demo-card';

const STATUS_TONES: Record<Invoice['invoiceStatus'], Tone> = {
  Paid: 'success',
  Downloaded: 'info',
  Sent: 'secondary',
  Draft: 'primary',
  'Partial Payment': 'warning',
  'Past Due': 'danger',
};

const FIRST_PAGE = { page: 1, perPage: 10 };

/** The newest invoices (the first page of `/apps/invoice/invoices`), as the analytics table. */
export function InvoiceTableCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const query = useInvoices(FIRST_PAGE);
  const title = t('demoDashboards.invoices.title');
  const badge = (tone: Tone) => `badge bg-${tone}-subtle text-${tone}-emphasis`;
  return (
    <DemoCard title={title}>
      <QueryStatus query={query}>
        {({ invoices }) => (
          <Table caption={title}>
            <thead>
              <tr>
                <th scope="col">{t('demoDashboards.invoices.id')}</th>
                <th scope="col">{t('demoDashboards.invoices.status')}</th>
                <th scope="col">{t('demoDashboards.invoices.client')}</th>
                <th scope="col" className="text-end">
                  {t('demoDashboards.invoices.total')}
                </th>
                <th scope="col">{t('demoDashboards.invoices.issued')}</th>
                <th scope="col" className="text-end">
                  {t('demoDashboards.invoices.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row" className="fw-semibold">
                    #{invoice.id}
                  </th>
                  <td>
                    <span className={badge(STATUS_TONES[invoice.invoiceStatus])}>
                      {invoice.invoiceStatus}
                    </span>
                  </td>
                  <td>
                    <div className="text-nowrap">{invoice.client.name}</div>
                    <div className="small text-body-secondary">{invoice.client.companyEmail}</div>
                  </td>
                  <td className="text-end text-nowrap">{figures.dollars(invoice.total)}</td>
                  <td className="text-nowrap">{figures.day(invoice.issuedDate)}</td>
                  <td className="text-end text-nowrap">
                    {invoice.balance === 0 ? (
                      <span className={badge('success')}>{t('demoDashboards.invoices.paid')}</span>
                    ) : (
                      invoice.balance
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryStatus>
    </DemoCard>
  );
}
