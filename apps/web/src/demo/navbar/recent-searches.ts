export const RECENT_SEARCHES_KEY = 'pamoja.search.recent';
const KEEP = 5;

export function readRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((term): term is string => typeof term === 'string').slice(0, KEEP)
      : [];
  } catch {
    return [];
  }
}

/** The newest first, each term once (whatever its case), the last five kept. */
export function rememberSearch(term: string): string[] {
  const clean = term.trim();
  if (!clean) return readRecentSearches();
  const next = [
    clean,
    ...readRecentSearches().filter((old) => old.toLowerCase() !== clean.toLowerCase()),
  ].slice(0, KEEP);
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Not remembering is acceptable; the search itself still works.
  }
  return next;
}
