import { z } from 'zod';

export const INVOICE_STATUSES = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const;

export const INVOICE_SERVICES = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization',
] as const;

export const invoiceClientSchema = z.object({
  address: z.string(),
  company: z.string(),
  companyEmail: z.string(),
  country: z.string(),
  contact: z.string(),
  name: z.string(),
});

export const invoiceSchema = z.object({
  id: z.number().int(),
  /** ISO day, `2025-03-14`. */
  issuedDate: z.string(),
  client: invoiceClientSchema,
  service: z.enum(INVOICE_SERVICES),
  total: z.number(),
  avatar: z.string(),
  invoiceStatus: z.enum(INVOICE_STATUSES),
  /** 0 when nothing is owed, else a currency string such as `$724.00` or `-$205.25`. */
  balance: z.union([z.literal(0), z.string()]),
  dueDate: z.string(),
});

export const paymentDetailsSchema = z.object({
  totalDue: z.string(),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
});

export const invoiceListSchema = z.object({
  allData: z.array(invoiceSchema),
  total: z.number().int(),
  invoices: z.array(invoiceSchema),
});

export const invoiceDetailSchema = z.object({
  invoice: invoiceSchema,
  paymentDetails: paymentDetailsSchema,
});

export type InvoiceClient = z.infer<typeof invoiceClientSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;
export type InvoiceList = z.infer<typeof invoiceListSchema>;
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
