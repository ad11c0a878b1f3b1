import type { LucideIcon } from 'lucide-react';
import type { MainSearch, SearchContact, SearchFile } from '../mock/schemas/search-schema';

/** Results per group, whatever the answer's `searchLimit` says (the spec fixes it at 4). */
export const SEARCH_LIMIT = 4;

/** A page to offer: one of the menu's (translated, icon at hand) or one the mock knows. */
export interface PageHit {
  key: string;
  title: string;
  link: string;
  /** The menu's pages have their icon at hand; the demo's are drawn by their initials. */
  icon?: LucideIcon;
  /** The mock's id: only its pages can be bookmarked (`/api/bookmarks/update`). */
  bookmarkId?: number;
}

export interface SearchGroups {
  pages: PageHit[];
  files: SearchFile[];
  contacts: SearchContact[];
}

// Case and accents do not count: "resume" finds "Résumé" in the French menu.
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The pages to search: the menu's links as the role sees them, then the mock's pages not already
 * there. A page in both keeps the menu's translated title and takes the mock's id.
 */
export function mergePages(menuPages: readonly PageHit[], demo?: MainSearch): PageHit[] {
  const demoPages = demo?.searchArr[0].data ?? [];
  const byLink = new Map(demoPages.map((page) => [page.link, page]));
  const merged = menuPages.map((page) => ({ ...page, bookmarkId: byLink.get(page.link)?.id }));
  const known = new Set(menuPages.map((page) => page.link));
  for (const page of demoPages) {
    if (known.has(page.link)) continue;
    merged.push({
      key: `demo-${page.id}`,
      title: page.title,
      link: page.link,
      bookmarkId: page.id,
    });
  }
  return merged;
}

/** Each group's matches for `query`, at most its limit; nothing for a blank query. */
export function searchGroups(
  query: string,
  pages: readonly PageHit[],
  demo?: MainSearch,
): SearchGroups {
  const term = fold(query.trim());
  if (!term) return { pages: [], files: [], contacts: [] };
  const has = (...texts: string[]) => texts.some((text) => fold(text).includes(term));
  const [, fileGroup, contactGroup] = demo?.searchArr ?? [];
  return {
    pages: pages.filter((page) => has(page.title)).slice(0, SEARCH_LIMIT),
    files: (fileGroup?.data ?? []).filter((file) => has(file.title)).slice(0, SEARCH_LIMIT),
    contacts: (contactGroup?.data ?? [])
      .filter((contact) => has(contact.title, contact.email))
      .slice(0, SEARCH_LIMIT),
  };
}
