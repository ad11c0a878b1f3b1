import { dollars, isoDay } from '../lib/format';
import { avatarImage } from '../lib/placeholder-image';
import { withSeed } from '../lib/seeded';
import { INVOICE_SERVICES, INVOICE_STATUSES } from '../schemas/invoice-schema';
import type { Invoice, PaymentDetails } from '../schemas/invoice-schema';

/** The template's preview and edit pages open invoice 4987 by default, so the ids start there. */
export const FIRST_INVOICE_ID = 4987;
export const INVOICE_COUNT = 36;

const DAY_MS = 86_400_000;
const BANKS = [
  'American Bank',
  'Barclays',
  'HSBC',
  'Equity Bank',
  'Standard Chartered',
  'KCB Bank',
];

export interface InvoiceRecord {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
}

export function buildInvoices(): InvoiceRecord[] {
  return withSeed('invoices', (f) =>
    Array.from({ length: INVOICE_COUNT }, (_, index): InvoiceRecord => {
      const firstName = f.person.firstName();
      const lastName = f.person.lastName();
      const name = `${firstName} ${lastName}`;
      const company = f.company.name();
      const issued = f.date.between({ from: '2024-07-01', to: '2025-06-01' });
      const due = new Date(issued.getTime() + f.number.int({ min: 7, max: 60 }) * DAY_MS);
      const total = f.number.int({ min: 100, max: 6000 });
      const invoiceStatus = f.helpers.arrayElement(INVOICE_STATUSES);
      // A paid invoice owes nothing; about a quarter of the others are settled too, and a few
      // are overpaid (a negative balance), as in the template's sample.
      const settled = invoiceStatus === 'Paid' || f.datatype.boolean({ probability: 0.25 });
      const owed = f.number.float({ min: 1, max: total, fractionDigits: 2 });
      const sign = f.datatype.boolean({ probability: 0.15 }) ? -1 : 1;
      const invoice: Invoice = {
        id: FIRST_INVOICE_ID + index,
        issuedDate: isoDay(issued),
        client: {
          address: `${f.location.streetAddress()}, ${f.location.city()}`,
          company,
          companyEmail: f.internet.email({ firstName, lastName }).toLowerCase(),
          country: f.location.country(),
          contact: f.phone.number({ style: 'national' }),
          name,
        },
        service: f.helpers.arrayElement(INVOICE_SERVICES),
        total,
        avatar: f.datatype.boolean({ probability: 0.6 }) ? avatarImage(name) : '',
        invoiceStatus,
        balance: settled ? 0 : dollars(sign * owed),
        dueDate: isoDay(due),
      };
      const paymentDetails: PaymentDetails = {
        totalDue: dollars(total),
        bankName: f.helpers.arrayElement(BANKS),
        country: f.location.country(),
        iban: f.finance.iban(),
        swiftCode: f.finance.bic(),
      };
      return { invoice, paymentDetails };
    }),
  );
}
