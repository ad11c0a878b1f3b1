import { request } from '../../shared/http/request';
import type { BookmarksData, MainSearch, SearchPage } from '../mock/schemas/search-schema';

/**
 * The navbar's demo calls. Each starts the in-browser mock first (a no-op once it runs): it is
 * started here, when the search or the bookmarks are used, never when a product page loads.
 */
async function mockRunning(): Promise<void> {
  const { startDemoMock } = await import('../mock/start-demo-mock');
  await startDemoMock();
}

// The search and the panel say themselves when the demo's data cannot be had: no toast for it.
const READ = { method: 'GET', apiType: 'demo', hideErrorMessage: true } as const;

export async function fetchMainSearch(): Promise<MainSearch> {
  await mockRunning();
  return request<MainSearch>({ ...READ, url: 'api/main-search/data', label: 'demo.search' });
}

export async function fetchBookmarks(): Promise<BookmarksData> {
  await mockRunning();
  return request<BookmarksData>({ ...READ, url: 'api/bookmarks/data', label: 'demo.bookmarks' });
}

/** Toggles one page's bookmark; the answer is the page with its new state. */
export async function toggleBookmark(id: number): Promise<SearchPage> {
  await mockRunning();
  return request<SearchPage>({
    method: 'POST',
    apiType: 'demo',
    url: 'api/bookmarks/update',
    data: { id },
    label: 'demo.bookmarks.update',
    hideSuccessMessage: true,
  });
}
