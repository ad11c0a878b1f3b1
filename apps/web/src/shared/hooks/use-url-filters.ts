import { useSearchParams } from 'react-router';

/** The list's page in the URL: anything but a whole number from 1 up is the first page. */
export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/**
 * A list whose filters and page live in the URL, so a reload or a shared link shows the same
 * list. Changes replace the history entry (typing is not a trail of back-button stops); an
 * empty value or the first page leaves the URL clean.
 */
export function useUrlFilters<Name extends string>() {
  const [params, setParams] = useSearchParams();

  const update = (changes: { [Key in Name | 'page']?: string }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes) as [string, string][]) {
          if (value === '' || (name === 'page' && value === '1')) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    params,
    page: pageOf(params),
    update,
    // Another filter starts from the first page.
    setFilter: (name: Name, value: string) =>
      update({ [name]: value, page: '1' } as { [Key in Name | 'page']?: string }),
    setPage: (page: number) =>
      update({ page: String(page) } as { [Key in Name | 'page']?: string }),
  };
}
