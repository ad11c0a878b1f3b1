import { useSearchParams } from 'react-router';
import type { CourseFilters } from '../api/list-courses';

/** The search, category and page live in the URL: a reload or a shared link shows the same list. */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const filters: CourseFilters = {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
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
    setFilter: (name: 'search' | 'category', value: string) => update({ [name]: value, page: '1' }),
    setPage: (page: number) => update({ page: String(page) }),
  };
}
