import { useQuery } from '@tanstack/react-query';
import type { Category, Product } from '@pamoja/contract/products';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';
import { useSessionStore } from '../../../shared/session/session-store';

export const MY_PRODUCTS_LABEL = 'leads.myProducts';
/** The category whose leads name a health facility (the server's rule). */
export const HEALTH_INSURANCE_SLUG = 'health-insurance';

/** A product the agent may capture leads for, with what its category implies. */
export interface SellableProduct {
  product: Product;
  category: Category;
  needsFacility: boolean;
}

/**
 * What the signed-in agent sells: `GET categories/user/{me}` (the categories they hold products
 * in), then `GET products/user/{me}/{category}` for each. The API lists a person's products only
 * per category, and for an agent it keeps to what is on sale.
 */
export async function listMyProducts(
  userId: string,
  signal?: AbortSignal,
): Promise<SellableProduct[]> {
  const categories = await request<ApiResponse<Category[]>>({
    method: 'GET',
    url: `categories/user/${userId}`,
    query: { page: 1, limit: 100 },
    label: MY_PRODUCTS_LABEL,
    signal,
  });
  const lists = await Promise.all(
    categories.data.map(async (category) => {
      const products = await request<ApiResponse<Product[]>>({
        method: 'GET',
        url: `products/user/${userId}/${category.id}`,
        query: { page: 1, limit: 100 },
        label: MY_PRODUCTS_LABEL,
        signal,
      });
      return products.data.map((product) => ({
        product,
        category,
        needsFacility: category.slug === HEALTH_INSURANCE_SLUG,
      }));
    }),
  );
  return lists.flat();
}

export const myProductsQueryOptions = (userId: string, organisation: string | null) =>
  labelQueryOptions(MY_PRODUCTS_LABEL, ({ signal }) => listMyProducts(userId, signal), {
    userId,
    organisation,
  });

export function useMyProducts() {
  const userId = useSessionStore((state) => state.userData?.id ?? '');
  const organisation = useSessionStore((state) => state.organisationId);
  return useQuery({
    ...myProductsQueryOptions(userId, organisation),
    enabled: userId !== '' && organisation !== null,
  });
}
