import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import type { InvoiceDetail } from '../../mock/schemas/invoice-schema';
import { InvoiceCard } from '../components/invoice-card';
import { InvoiceQuery } from '../components/invoice-query';
import { DEFAULT_INVOICE_ID } from '../lib/default-invoice';

/**
 * `/apps/invoice/print?id=`: the invoice alone in the blank layout, handed to the browser's
 * print dialog once it is on screen. Without an id it prints the template's default invoice.
 */
export function InvoicePrintRoute() {
  const { t } = useTranslation('demo-invoice');
  const [params] = useSearchParams();
  const id = params.get('id') ?? DEFAULT_INVOICE_ID;
  useDocumentTitle(t('preview.title', { id }));
  return (
    <div className="invoice-print-page container py-4">
      <h1 className="visually-hidden">{t('preview.title', { id })}</h1>
      <InvoiceQuery id={id}>{(detail) => <Printed detail={detail} />}</InvoiceQuery>
    </div>
  );
}

function Printed({ detail }: { detail: InvoiceDetail }) {
  useEffect(() => {
    // After the first paint, so the print preview shows the invoice and not an empty page.
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, []);
  return <InvoiceCard detail={detail} />;
}
