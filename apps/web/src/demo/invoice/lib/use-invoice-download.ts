import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../shared/http/http-error';
import { notify } from '../../../shared/notifications/notifications-store';
import type { InvoiceDetail } from '../../mock/schemas/invoice-schema';
import { invoiceQueryOptions } from '../api/get-invoice';
import { useMoney } from './use-money';

/** Downloads an invoice as a PDF; the PDF code loads on the first click, not with the page. */
export function useInvoiceDownload() {
  const { t } = useTranslation('demo-invoice');
  const money = useMoney();
  const client = useQueryClient();
  return async (id: number, known?: InvoiceDetail) => {
    try {
      const detail = known ?? (await client.fetchQuery(invoiceQueryOptions(String(id))));
      const { invoicePdf, saveFile } = await import('./invoice-pdf');
      const pdf = invoicePdf(detail, {
        title: t('preview.invoice'),
        issued: t('preview.issued'),
        due: t('preview.due'),
        invoiceTo: t('preview.invoiceTo'),
        paymentDetails: t('preview.paymentDetails'),
        service: t('preview.service'),
        total: t('preview.total'),
        balance: t('preview.balance'),
        totalDue: t('preview.totalDue'),
        bankName: t('preview.bankName'),
        country: t('preview.country'),
        iban: t('preview.iban'),
        swiftCode: t('preview.swiftCode'),
        ...money,
      });
      saveFile(pdf, `invoice-${detail.invoice.id}.pdf`);
    } catch (error) {
      notify({
        type: 'danger',
        message: isHttpError(error) ? error.text : t('preview.downloadFailed'),
      });
    }
  };
}
