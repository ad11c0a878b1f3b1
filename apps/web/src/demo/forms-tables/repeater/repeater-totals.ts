export interface RepeaterItem {
  name: string;
  cost: string;
  quantity: string;
}

/** A field's amount: '' and anything not a number count as nothing. */
export function amountOf(value: string): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
}

/** A row's price: cost times quantity, to the cent. */
export function priceOf(item: RepeaterItem): number {
  return Math.round(amountOf(item.cost) * amountOf(item.quantity) * 100) / 100;
}

export function totalOf(items: readonly RepeaterItem[]): { quantity: number; total: number } {
  return {
    quantity: items.reduce((sum, item) => sum + amountOf(item.quantity), 0),
    total: Math.round(items.reduce((sum, item) => sum + priceOf(item), 0) * 100) / 100,
  };
}

export const EMPTY_ITEM: RepeaterItem = { name: '', cost: '', quantity: '1' };
