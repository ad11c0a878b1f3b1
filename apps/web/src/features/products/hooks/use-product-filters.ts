import { useSearchParams } from 'react-router';
import { productStatuses } from '@pamoja/contract/products';
import type { ProductStatus } from '@pamoja/contract/products';
import type { ProductFilters } from '../api/list-products';

const statusOf = (value: string | null): ProductStatus | '' =>
  productStatuses.find((status) => status === value) ?? '';
const approvedOf = (value: string | null) => (value === 'true' || value === 'false' ? value : '');

/** The filters and page live in the URL: a reload or a shared link shows the same list. */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters: ProductFilters = {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    category: params.get('category') ?? '',
    status: statusOf(params.get('status')),
    approved: approvedOf(params.get('approved')),
  };

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === '' || (name === 'page' && value === '1')) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    filters,
    // Another filter starts from the first page.
    setFilter: (name: 'category' | 'status' | 'approved', value: string) =>
      update({ [name]: value, page: '1' }),
    setPage: (page: number) => update({ page: String(page) }),
  };
}
