import { useSearchParams } from 'react-router';
import type { QueueFilters } from '../api/list-reconciliation';

export type QueueTab = 'waiting' | 'decided';

/** The tab and page live in the URL (`?tab=decided&page=2`): a reload or a link shows the same. */
export function useQueueView() {
  const [params, setParams] = useSearchParams();
  const tab: QueueTab = params.get('tab') === 'decided' ? 'decided' : 'waiting';
  const filters: QueueFilters = {
    state: tab === 'decided' ? 'RESOLVED' : 'OPEN',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
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
    tab,
    filters,
    // The other list starts on its first page.
    setTab: (next: QueueTab) => update({ tab: next === 'waiting' ? '' : next, page: '1' }),
    setPage: (page: number) => update({ page: String(page) }),
  };
}
