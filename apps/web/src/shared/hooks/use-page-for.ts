import { useState } from 'react';

/**
 * A list's page that goes back to 1 whenever `key` (its search and filters) changes: derived
 * while rendering, so the new search never fetches the old page number first.
 */
export function usePageFor(key: string): [number, (page: number) => void] {
  const [state, setState] = useState({ key, page: 1 });
  const page = state.key === key ? state.page : 1;
  return [page, (next: number) => setState({ key, page: next })];
}
