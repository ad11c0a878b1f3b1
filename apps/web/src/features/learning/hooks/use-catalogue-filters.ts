import type { CourseFilters } from '../api/list-courses';
import { useUrlFilters } from '../../../shared/hooks/use-url-filters';

/** The search, category and page live in the URL: a reload or a shared link shows the same list. */
export function useCatalogueFilters() {
  const { params, page, setFilter, setPage } = useUrlFilters<'search' | 'category'>();
  const filters: CourseFilters = {
    page,
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
  };

  return { filters, setFilter, setPage };
}
