/** The query of a request, read the way the template's pages send it. */
export function queryOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/** A trimmed, lower-cased search term ('' when absent). */
export function termOf(params: URLSearchParams, name = 'q'): string {
  return (params.get(name) ?? '').trim().toLowerCase();
}

/** A whole number ≥ 1, or the fallback for anything else (absent, `abc`, `0`, `-2`). */
export function positiveInt(params: URLSearchParams, name: string, fallback: number): number {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

/** A filter value; '' and absent both mean "no filter". */
export function filterOf(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

/** True when any of the values contains the (lower-cased) term; an empty term matches all. */
export function matchesTerm(term: string, ...values: Array<string | number>): boolean {
  if (term === '') return true;
  return values.some((value) => String(value).toLowerCase().includes(term));
}

export type SortDirection = 'asc' | 'desc';

export function directionOf(params: URLSearchParams, fallback: SortDirection): SortDirection {
  const value = params.get('sort');
  return value === 'asc' || value === 'desc' ? value : fallback;
}

/** A copy sorted by the key (numbers numerically, text case-insensitively). */
export function sortedBy<T>(
  items: readonly T[],
  key: (item: T) => string | number,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const left = key(a);
    const right = key(b);
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), 'en', { sensitivity: 'base' });
    return order * sign;
  });
}
