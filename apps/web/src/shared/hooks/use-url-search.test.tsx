import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { useUrlFilters } from './use-url-filters';
import { useUrlSearch } from './use-url-search';

// Long enough that typing five letters never outlasts it, even on a busy machine.
const DELAY = 250;

function SearchPage() {
  const { params, setFilter } = useUrlFilters<'search'>();
  const [text, setText] = useUrlSearch(
    params.get('search') ?? '',
    (value) => setFilter('search', value),
    DELAY,
  );
  return (
    <>
      <label>
        Search
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/detail">Open</Link>
    </>
  );
}

function setUp() {
  let open: () => void = () => undefined;
  const detailLoaded = new Promise<void>((resolve) => (open = resolve));
  const router = createMemoryRouter(
    [
      { path: '/list', Component: SearchPage },
      {
        path: '/detail',
        lazy: async () => {
          await detailLoaded;
          return { Component: () => <h1>Detail</h1> };
        },
      },
    ],
    { initialEntries: ['/list?page=3'] },
  );
  render(<RouterProvider router={router} />);
  return { router, open };
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('a search box in the URL', () => {
  test('a pause in typing writes the search and goes back to the first page', async () => {
    const { router } = setUp();
    await userEvent.type(screen.getByLabelText('Search'), 'maize');
    await pause(DELAY * 3);
    expect(router.state.location.pathname).toBe('/list');
    expect(router.state.location.search).toBe('?search=maize');
  });

  test('clicking away while the pause runs is not undone by the late search', async () => {
    const { router, open } = setUp();
    await userEvent.type(screen.getByLabelText('Search'), 'maize');
    await userEvent.click(screen.getByRole('link', { name: 'Open' }));
    // The next page is still loading when the pause ends.
    await pause(DELAY * 3);
    expect(router.state.navigation.state).toBe('loading');
    await act(async () => open());
    expect(await screen.findByRole('heading', { name: 'Detail' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/detail');
  });
});
