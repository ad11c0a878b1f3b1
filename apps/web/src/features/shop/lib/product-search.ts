import type { Product } from '@pamoja/contract/products';

/** Lower case without accents: "Crème" is found by "creme". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The API has no product search: the page on screen is filtered by name, code and description,
 * every word of the search having to match somewhere.
 */
export function searchProducts(products: readonly Product[], search: string): Product[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...products];
  return products.filter((product) => {
    const text = fold(`${product.name} ${product.code} ${product.description ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}
