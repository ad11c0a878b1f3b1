import type { QueueFilters } from '../api/list-reconciliation';
import { useUrlFilters } from '../../../shared/hooks/use-url-filters';

export type QueueTab = 'waiting' | 'decided';

/** The tab and page live in the URL (`?tab=decided&page=2`): a reload or a link shows the same. */
export function useQueueView() {
  const { params, page, update, setPage } = useUrlFilters<'tab'>();
  const tab: QueueTab = params.get('tab') === 'decided' ? 'decided' : 'waiting';
  const filters: QueueFilters = {
    state: tab === 'decided' ? 'RESOLVED' : 'OPEN',
    page,
  };

  return {
    tab,
    filters,
    // The other list starts on its first page.
    setTab: (next: QueueTab) => update({ tab: next === 'waiting' ? '' : next, page: '1' }),
    setPage,
  };
}
