import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '../../mock/schemas/invoice-schema';
import { useMoney } from '../lib/use-money';
import '../invoice.scss';

/** The company the demo's invoices come from (the template's sample sender). */
export function SenderBlock() {
  const { t } = useTranslation('demo-invoice');
  return (
    <div>
      <p className="h4 fw-bold text-primary-emphasis mb-2">Pamoja</p>
      <p className="mb-0">{t('sender.street')}</p>
      <p className="mb-0">{t('sender.city')}</p>
      <p className="mb-0">+1 (123) 456 7891</p>
    </div>
  );
}

/** The invoice as the preview and the print page show it. */
export function InvoiceCard({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation('demo-invoice');
  const money = useMoney();
  const { invoice, paymentDetails } = detail;
  const { client } = invoice;
  const balance = invoice.balance === 0 ? money.dollars(0) : invoice.balance;
  return (
    <article className="card" aria-labelledby="invoice-card-title">
      <div className="card-body invoice-card-section d-flex flex-wrap justify-content-between gap-3">
        <SenderBlock />
        <div>
          <h2 id="invoice-card-title" className="h4 mb-2">
            {t('preview.invoice')} <span className="text-primary-emphasis">#{invoice.id}</span>
          </h2>
          <dl className="row g-1 mb-0 small">
            <dt className="col-6 fw-normal">{t('preview.issued')}:</dt>
            <dd className="col-6 mb-0 fw-semibold">{money.day(invoice.issuedDate)}</dd>
            <dt className="col-6 fw-normal">{t('preview.due')}:</dt>
            <dd className="col-6 mb-0 fw-semibold">{money.day(invoice.dueDate)}</dd>
          </dl>
        </div>
      </div>
      <div className="card-body invoice-card-section row g-3 mx-0">
        <div className="col-12 col-md-6 invoice-shrink ps-0">
          <h3 className="h6">{t('preview.invoiceTo')}</h3>
          <p className="mb-1 fw-semibold">{client.name}</p>
          <p className="mb-1">{client.company}</p>
          <p className="mb-1">{client.address}</p>
          <p className="mb-1">{client.contact}</p>
          <p className="mb-0">{client.companyEmail}</p>
        </div>
        <div className="col-12 col-md-6 invoice-shrink ps-0">
          <h3 className="h6">{t('preview.paymentDetails')}</h3>
          <dl className="row g-1 mb-0">
            <dt className="col-5 fw-normal">{t('preview.totalDue')}:</dt>
            <dd className="col-7 mb-0 fw-semibold">{paymentDetails.totalDue}</dd>
            <dt className="col-5 fw-normal">{t('preview.bankName')}:</dt>
            <dd className="col-7 mb-0">{paymentDetails.bankName}</dd>
            <dt className="col-5 fw-normal">{t('preview.country')}:</dt>
            <dd className="col-7 mb-0">{paymentDetails.country}</dd>
            <dt className="col-5 fw-normal">{t('preview.iban')}:</dt>
            <dd className="col-7 mb-0 text-break">{paymentDetails.iban}</dd>
            <dt className="col-5 fw-normal">{t('preview.swiftCode')}:</dt>
            <dd className="col-7 mb-0">{paymentDetails.swiftCode}</dd>
          </dl>
        </div>
      </div>
      <div className="card-body invoice-card-section">
        <table className="w-100">
          <caption className="visually-hidden">{t('preview.items')}</caption>
          <thead>
            <tr className="border-bottom">
              <th scope="col" className="py-2">
                {t('preview.service')}
              </th>
              <th scope="col" className="py-2 text-end">
                {t('preview.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className="py-2">{invoice.service}</td>
              <td className="py-2 text-end text-nowrap">{money.dollars(invoice.total)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <div className="card-body invoice-card-section d-flex justify-content-end">
        <dl className="row g-1 mb-0" style={{ maxWidth: '18rem' }}>
          <dt className="col-7 fw-normal">{t('preview.subtotal')}:</dt>
          <dd className="col-5 mb-0 text-end">{money.dollars(invoice.total)}</dd>
          <dt className="col-7 fw-normal">{t('preview.total')}:</dt>
          <dd className="col-5 mb-0 text-end fw-semibold">{money.dollars(invoice.total)}</dd>
          <dt className="col-7 fw-normal">{t('preview.balance')}:</dt>
          <dd className="col-5 mb-0 text-end fw-semibold">{balance}</dd>
        </dl>
      </div>
      <div className="card-body invoice-card-section">
        <p className="mb-0 small">
          <span className="fw-semibold">{t('preview.noteLabel')}</span> {t('preview.note')}
        </p>
      </div>
    </article>
  );
}
