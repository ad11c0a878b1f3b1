import type { Category } from '@pamoja/contract/products';

/**
 * The categories worth picking: those where the person holds something and those with products
 * on sale they do not hold yet, once each, by name.
 */
export function pickerCategories(
  held: readonly Category[] | undefined,
  available: readonly Category[] | undefined,
): Category[] {
  const byId = new Map<string, Category>();
  for (const category of [...(held ?? []), ...(available ?? [])]) {
    byId.set(category.id, category);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
