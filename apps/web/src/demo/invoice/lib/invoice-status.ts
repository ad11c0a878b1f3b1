import type { Invoice } from '../../mock/schemas/invoice-schema';

export type InvoiceStatus = Invoice['invoiceStatus'];
export type Tone = 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'secondary';

// Restated here (not imported from the mock's schema) so the pages do not pull zod in with it.
export const INVOICE_STATUS_LIST: readonly InvoiceStatus[] = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
];

export const STATUS_TONES: Record<InvoiceStatus, Tone> = {
  Paid: 'success',
  Downloaded: 'info',
  Sent: 'secondary',
  Draft: 'primary',
  'Partial Payment': 'warning',
  'Past Due': 'danger',
};

/** The translation key of a status: `Partial Payment` → `status.partialPayment`. */
export function statusKey(status: InvoiceStatus): string {
  const words = status.split(' ');
  return `status.${words.map((word, i) => (i === 0 ? word.toLowerCase() : word)).join('')}`;
}
