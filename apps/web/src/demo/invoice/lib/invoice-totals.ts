/** One line of the add/edit form's items. */
export interface InvoiceItem {
  name: string;
  description: string;
  cost: number;
  qty: number;
}

export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** Cents kept exact: 0.1 + 0.2 must show as 0.30, not 0.30000000000000004. */
const round = (value: number) => Math.round(value * 100) / 100;
const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** A line's amount: cost × quantity (a blank or negative field counts as 0). */
export function lineAmount(item: Pick<InvoiceItem, 'cost' | 'qty'>): number {
  return round(Math.max(0, finite(item.cost)) * Math.max(0, finite(item.qty)));
}

/**
 * The form's totals as the lines are typed: the subtotal of the lines, less the discount, plus
 * the tax on what remains. Percentages outside 0–100 are held to that range.
 */
export function invoiceTotals(
  items: ReadonlyArray<Pick<InvoiceItem, 'cost' | 'qty'>>,
  discountPercent: number,
  taxPercent: number,
): InvoiceTotals {
  const percent = (value: number) => Math.min(100, Math.max(0, finite(value))) / 100;
  const subtotal = round(items.reduce((sum, item) => sum + lineAmount(item), 0));
  const discount = round(subtotal * percent(discountPercent));
  const tax = round((subtotal - discount) * percent(taxPercent));
  return { subtotal, discount, tax, total: round(subtotal - discount + tax) };
}
