import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test, vi } from 'vitest';
import { labelMutationOptions, labelQueryOptions } from './query-options';

describe('label query options', () => {
  test('the label is the query key, with the params after it', () => {
    const fetcher = vi.fn(async () => 1);
    expect(labelQueryOptions('teams', fetcher).queryKey).toEqual(['teams']);
    expect(labelQueryOptions('teams', fetcher, { page: 2 }).queryKey).toEqual([
      'teams',
      { page: 2 },
    ]);
  });

  test('the fetcher gets the abort signal of the query', async () => {
    const fetcher = vi.fn(
      async ({ signal }: { signal: AbortSignal }) => signal instanceof AbortSignal,
    );
    const client = new QueryClient();
    await expect(client.fetchQuery(labelQueryOptions('teams', fetcher))).resolves.toBe(true);
  });

  test('resetting one label clears that slot only', async () => {
    const client = new QueryClient();
    await client.fetchQuery(labelQueryOptions('teams', async () => 'teams'));
    await client.fetchQuery(labelQueryOptions('branches', async () => 'branches'));
    await client.resetQueries({ queryKey: ['teams'] });
    expect(client.getQueryData(['teams'])).toBeUndefined();
    expect(client.getQueryData(['branches'])).toBe('branches');
  });

  test('the label is the mutation key', () => {
    const options = labelMutationOptions('auth.login', async (body: { username: string }) => body);
    expect(options.mutationKey).toEqual(['auth.login']);
  });
});
