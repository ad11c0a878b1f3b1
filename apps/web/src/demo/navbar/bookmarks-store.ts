import { create } from 'zustand';
import type { SearchPage } from '../mock/schemas/search-schema';

/** What the navbar needs to draw a bookmark without asking the mock. */
export type Bookmark = Pick<SearchPage, 'id' | 'title' | 'link'>;

export const BOOKMARKS_STORAGE_KEY = 'pamoja.demo.bookmarks';

function isBookmark(value: unknown): value is Bookmark {
  const item = value as Partial<Bookmark> | null;
  return (
    typeof item?.id === 'number' && typeof item.title === 'string' && typeof item.link === 'string'
  );
}

/** The copy kept by the last page: what the navbar draws before the mock has answered. */
export function readBookmarksCache(): Bookmark[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(BOOKMARKS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isBookmark) : [];
  } catch {
    return [];
  }
}

function writeCache(bookmarks: readonly Bookmark[]): void {
  try {
    localStorage.setItem(BOOKMARKS_STORAGE_KEY, JSON.stringify(bookmarks));
  } catch {
    // Without storage the navbar simply starts empty next time; the mock still has them.
  }
}

const slim = ({ id, title, link }: Bookmark): Bookmark => ({ id, title, link });

interface BookmarksState {
  bookmarks: Bookmark[];
  /** The mock's list replaces the cached one (the mock is the truth once it runs). */
  replace: (pages: readonly SearchPage[]) => void;
  /** One page's new state, as `/api/bookmarks/update` answered it. */
  apply: (page: SearchPage) => void;
}

/**
 * The navbar's bookmarks. Until the mock runs (it starts only on a demo page, or when the search
 * or the bookmarks are opened) they come from a small localStorage copy, so a product page draws
 * them without loading the mock.
 */
export const useBookmarksStore = create<BookmarksState>()((set, get) => {
  const save = (bookmarks: Bookmark[]) => {
    set({ bookmarks });
    writeCache(bookmarks);
  };
  return {
    bookmarks: readBookmarksCache(),
    replace: (pages) => save(pages.filter((page) => page.isBookmarked).map(slim)),
    apply: (page) => {
      const others = get().bookmarks.filter((item) => item.id !== page.id);
      save(page.isBookmarked ? [...others, slim(page)] : others);
    },
  };
});
