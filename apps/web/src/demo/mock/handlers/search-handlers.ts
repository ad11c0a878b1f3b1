import { http, HttpResponse } from 'msw';
import { notFound, readBody } from '../lib/respond';
import { SEARCH_LIMIT, bookmarkUpdateBodySchema } from '../schemas/search-schema';
import type { BookmarksData, MainSearch, SearchPage } from '../schemas/search-schema';
import { demoStore } from '../store/demo-store';

export const searchHandlers = [
  http.get('/api/main-search/data', () => {
    const store = demoStore();
    return HttpResponse.json<MainSearch>({
      searchArr: [
        { groupTitle: 'Pages', searchLimit: SEARCH_LIMIT, data: store.searchPages },
        { groupTitle: 'Files', searchLimit: SEARCH_LIMIT, data: store.searchFiles },
        { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: store.searchContacts },
      ],
    });
  }),

  http.get('/api/bookmarks/data', () => {
    const pages = demoStore().searchPages;
    return HttpResponse.json<BookmarksData>({
      suggestions: pages,
      bookmarks: pages.filter((page) => page.isBookmarked),
    });
  }),

  http.post('/api/bookmarks/update', async ({ request }) => {
    const body = await readBody(request, bookmarkUpdateBodySchema);
    if (!body.ok) return body.response;
    const page = demoStore().searchPages.find((item) => item.id === body.data.id);
    if (!page) return notFound(`There is no page ${body.data.id} to bookmark.`);
    page.isBookmarked = !page.isBookmarked;
    return HttpResponse.json<SearchPage>(page);
  }),
];
