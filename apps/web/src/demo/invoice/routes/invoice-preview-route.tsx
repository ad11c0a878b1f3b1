import { Download, Pencil, Printer, Send, Wallet } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import type { InvoiceDetail } from '../../mock/schemas/invoice-schema';
import { InvoiceCard } from '../components/invoice-card';
import { InvoiceQuery } from '../components/invoice-query';
import { useInvoiceDownload } from '../lib/use-invoice-download';

// The dialogs' forms and rules (zod) load with their first opening, not with the invoice.
const SendInvoiceDialog = lazy(async () => ({
  default: (await import('../components/send-invoice-dialog')).SendInvoiceDialog,
}));
const AddPaymentDialog = lazy(async () => ({
  default: (await import('../components/add-payment-dialog')).AddPaymentDialog,
}));

/** `/apps/invoice/preview/:id`: the invoice and its actions (send, download, print, edit, pay). */
export function InvoicePreviewRoute() {
  const { t } = useTranslation('demo-invoice');
  const { id = '' } = useParams();
  useDocumentTitle(t('preview.title', { id }));
  return (
    <section aria-labelledby="invoice-preview-title">
      <h1 id="invoice-preview-title" className="h3 mb-3">
        {t('preview.title', { id })}
      </h1>
      <InvoiceQuery id={id}>{(detail) => <Preview detail={detail} />}</InvoiceQuery>
    </section>
  );
}

function Preview({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation('demo-invoice');
  const [dialog, setDialog] = useState<'send' | 'payment' | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  if (dialog && !opened.has(dialog)) setOpened(new Set([...opened, dialog]));
  const download = useInvoiceDownload();
  const { invoice } = detail;
  return (
    <div className="row g-3">
      <div className="col-12 col-xl-9">
        <InvoiceCard detail={detail} />
      </div>
      <div className="col-12 col-xl-3">
        <div className="card">
          <div className="card-body d-grid gap-2">
            <h2 className="visually-hidden">{t('preview.actions')}</h2>
            <button
              type="button"
              className="btn btn-primary d-inline-flex align-items-center justify-content-center gap-2"
              onClick={() => setDialog('send')}
            >
              <Send size={16} aria-hidden="true" />
              {t('preview.send')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary d-inline-flex align-items-center justify-content-center gap-2"
              onClick={() => void download(invoice.id, detail)}
            >
              <Download size={16} aria-hidden="true" />
              {t('preview.download')}
            </button>
            <Link
              to={`/apps/invoice/print?id=${invoice.id}`}
              target="_blank"
              rel="noopener"
              className="btn btn-outline-secondary d-inline-flex align-items-center justify-content-center gap-2"
            >
              <Printer size={16} aria-hidden="true" />
              {t('preview.print')}
              <span className="visually-hidden">{t('newTab')}</span>
            </Link>
            <Link
              to={`/apps/invoice/edit/${invoice.id}`}
              className="btn btn-outline-secondary d-inline-flex align-items-center justify-content-center gap-2"
            >
              <Pencil size={16} aria-hidden="true" />
              {t('preview.edit')}
            </Link>
            <button
              type="button"
              className="btn btn-success d-inline-flex align-items-center justify-content-center gap-2"
              onClick={() => setDialog('payment')}
            >
              <Wallet size={16} aria-hidden="true" />
              {t('preview.addPayment')}
            </button>
          </div>
        </div>
      </div>
      <Suspense fallback={null}>
        {opened.has('send') && (
          <SendInvoiceDialog
            invoice={invoice}
            show={dialog === 'send'}
            onHide={() => setDialog(null)}
          />
        )}
        {opened.has('payment') && (
          <AddPaymentDialog
            invoice={invoice}
            show={dialog === 'payment'}
            onHide={() => setDialog(null)}
          />
        )}
      </Suspense>
    </div>
  );
}
