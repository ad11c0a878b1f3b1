import type { InvoiceDetail } from '../../mock/schemas/invoice-schema';
import { textPdf } from './pdf-text';
import type { PdfLine } from './pdf-text';

/** The words of the PDF, in the reader's language, and the figures as the page shows them. */
export interface InvoicePdfText {
  title: string;
  issued: string;
  due: string;
  invoiceTo: string;
  paymentDetails: string;
  service: string;
  total: string;
  balance: string;
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
  /** Formats an amount and an ISO day. */
  dollars: (value: number) => string;
  day: (iso: string) => string;
}

/** The invoice as a one-page PDF: header, client, payment details, the service line. */
export function invoicePdf({ invoice, paymentDetails }: InvoiceDetail, text: InvoicePdfText) {
  const lines: PdfLine[] = [
    { text: 'Pamoja', x: 50, y: 790, size: 20, bold: true },
    { text: `${text.title} #${invoice.id}`, x: 345, y: 790, size: 16, bold: true },
    { text: `${text.issued}: ${text.day(invoice.issuedDate)}`, x: 345, y: 770 },
    { text: `${text.due}: ${text.day(invoice.dueDate)}`, x: 345, y: 755 },
    { text: text.invoiceTo, x: 50, y: 710, bold: true },
    ...[
      invoice.client.name,
      invoice.client.company,
      invoice.client.address,
      invoice.client.contact,
      invoice.client.companyEmail,
    ].map((value, index) => ({ text: value, x: 50, y: 692 - index * 15 })),
    { text: text.paymentDetails, x: 345, y: 710, bold: true },
    ...[
      `${text.totalDue}: ${paymentDetails.totalDue}`,
      `${text.bankName}: ${paymentDetails.bankName}`,
      `${text.country}: ${paymentDetails.country}`,
      `${text.iban}: ${paymentDetails.iban}`,
      `${text.swiftCode}: ${paymentDetails.swiftCode}`,
    ].map((value, index) => ({ text: value, x: 345, y: 692 - index * 15 })),
    { text: text.service, x: 50, y: 580, bold: true },
    { text: text.total, x: 450, y: 580, bold: true },
    { text: invoice.service, x: 50, y: 560 },
    { text: text.dollars(invoice.total), x: 450, y: 560 },
    {
      text: `${text.balance}: ${invoice.balance === 0 ? text.dollars(0) : invoice.balance}`,
      x: 345,
      y: 520,
      bold: true,
    },
  ];
  return new Blob([textPdf(lines) as BlobPart], { type: 'application/pdf' });
}

/** Offers the file to the browser's downloads. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is no longer needed once it has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
