import type { Product } from '@pamoja/contract/products';

/**
 * What the admin has moved but not saved yet, by product id. Moving a product back where it
 * came from cancels the move, so saving sends only real changes.
 */
export interface ProductMoves {
  assign: Readonly<Record<string, Product>>;
  unassign: Readonly<Record<string, Product>>;
}

export const NO_MOVES: ProductMoves = { assign: {}, unassign: {} };

const without = (record: Readonly<Record<string, Product>>, id: string) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== id));

/** From "available" to "assigned". */
export function moveIn(moves: ProductMoves, products: readonly Product[]): ProductMoves {
  let { assign, unassign } = moves;
  for (const product of products) {
    if (unassign[product.id]) unassign = without(unassign, product.id);
    else assign = { ...assign, [product.id]: product };
  }
  return { assign, unassign };
}

/** From "assigned" back to "available". */
export function moveOut(moves: ProductMoves, products: readonly Product[]): ProductMoves {
  let { assign, unassign } = moves;
  for (const product of products) {
    if (assign[product.id]) assign = without(assign, product.id);
    else unassign = { ...unassign, [product.id]: product };
  }
  return { assign, unassign };
}

const byName = (a: Product, b: Product) => a.name.localeCompare(b.name);

/** Both lists of one category as they will be once the moves are saved. */
export function pickerLists(
  held: readonly Product[],
  available: readonly Product[],
  moves: ProductMoves,
  categoryId: string,
): { assigned: Product[]; available: Product[] } {
  const inCategory = (record: Readonly<Record<string, Product>>, present: readonly Product[]) =>
    Object.values(record).filter(
      (product) =>
        product.categoryId === categoryId && !present.some((other) => other.id === product.id),
    );
  return {
    assigned: [
      ...held.filter((product) => !moves.unassign[product.id]),
      ...inCategory(moves.assign, held),
    ].sort(byName),
    available: [
      ...available.filter((product) => !moves.assign[product.id]),
      ...inCategory(moves.unassign, available),
    ].sort(byName),
  };
}

export const moveCount = (moves: ProductMoves) => ({
  assign: Object.keys(moves.assign).length,
  unassign: Object.keys(moves.unassign).length,
});
