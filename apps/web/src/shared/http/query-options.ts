import { mutationOptions, queryOptions } from '@tanstack/react-query';

/**
 * TanStack Query is the spec's "operation slot": the label is the key, so `resetQueries` with a
 * label clears that slot alone and `queryClient.clear()` clears them all at logout.
 */
export function labelQueryOptions<T>(
  label: string,
  fetcher: (context: { signal: AbortSignal }) => Promise<T>,
  params?: unknown,
) {
  return queryOptions({
    queryKey: params === undefined ? [label] : [label, params],
    queryFn: ({ signal }) => fetcher({ signal }),
  });
}

export function labelMutationOptions<TData, TVariables>(
  label: string,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  return mutationOptions({ mutationKey: [label], mutationFn });
}
