import { courseStatuses } from '@pamoja/contract/courses';
import type { CourseStatus } from '@pamoja/contract/courses';
import { useAbility } from '../../../shared/session/use-ability';
import type { StudioFilters } from '../api/list-studio-courses';
import { useUrlFilters } from '../../../shared/hooks/use-url-filters';

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
  const { params, page, setFilter, setPage } = useUrlFilters<FilterName>();
  const seesEveryCourse = useAbility().can('manage', 'Organisation');
  const mine = params.get('mine');
  const filters: StudioFilters = {
    page,
    search: params.get('search') ?? '',
    status: statusOf(params.get('status')),
    mine: mine === null ? !seesEveryCourse : mine === 'true',
  };

  return { filters, setFilter, setPage };
}
