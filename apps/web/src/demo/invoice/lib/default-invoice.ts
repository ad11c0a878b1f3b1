/** The invoice the template's bare preview, edit and print links open. */
export const DEFAULT_INVOICE_ID = '4987';
