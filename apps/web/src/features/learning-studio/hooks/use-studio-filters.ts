import { useSearchParams } from 'react-router';
import { courseStatuses } from '@pamoja/contract/courses';
import type { CourseStatus } from '@pamoja/contract/courses';
import { useAbility } from '../../../shared/session/use-ability';
import type { StudioFilters } from '../api/list-studio-courses';

type FilterName = 'search' | 'status' | 'mine';

const statusOf = (value: string | null): CourseStatus | '' =>
  courseStatuses.find((one) => one === value) ?? '';

/**
 * The studio list's page, search, status and "Mine" / "All" live in the URL: a reload or a
 * shared link shows the same list. Without `mine` in the URL, an ADMIN (who may run every course
 * of the project) starts on All; an instructor starts on the courses they teach, since All also
 * lists other instructors' published courses, which they cannot edit.
 */
export function useStudioFilters() {
  const [params, setParams] = useSearchParams();
  const seesEveryCourse = useAbility().can('manage', 'Organisation');
  const mine = params.get('mine');
  const filters: StudioFilters = {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    search: params.get('search') ?? '',
    status: statusOf(params.get('status')),
    mine: mine === null ? !seesEveryCourse : mine === 'true',
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
    setFilter: (name: FilterName, value: string) => update({ [name]: value, page: '1' }),
    setPage: (page: number) => update({ page: String(page) }),
  };
}
