import { productStatuses } from '@pamoja/contract/products';
import type { ProductStatus } from '@pamoja/contract/products';
import type { ProductFilters } from '../api/list-products';
import { useUrlFilters } from '../../../shared/hooks/use-url-filters';

const statusOf = (value: string | null): ProductStatus | '' =>
  productStatuses.find((status) => status === value) ?? '';
const approvedOf = (value: string | null) => (value === 'true' || value === 'false' ? value : '');

/** The filters and page live in the URL: a reload or a shared link shows the same list. */
export function useProductFilters() {
  const { params, page, setFilter, setPage } = useUrlFilters<'category' | 'status' | 'approved'>();
  const filters: ProductFilters = {
    page,
    category: params.get('category') ?? '',
    status: statusOf(params.get('status')),
    approved: approvedOf(params.get('approved')),
  };

  return { filters, setFilter, setPage };
}
