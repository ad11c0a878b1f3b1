import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useLocation, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import {
  BOOKMARKS_STORAGE_KEY,
  readBookmarksCache,
  useBookmarksStore,
} from '../demo/navbar/bookmarks-store';
import { DEMO_MOCK_ROUTE_ID } from '../demo/navbar/navbar-bookmarks';
import { startDemoMock } from '../demo/mock/start-demo-mock';
import { demoGet, serveDemoMock } from '../demo/mock/testing/demo-api';
import type { BookmarksData } from '../demo/mock/schemas/search-schema';
import { member } from '../shared/testing/fixtures';
import { renderRoutes } from '../shared/testing/render';
import { server } from '../shared/testing/server';
import { signIn } from '../shared/testing/session';
import { MainLayoutRoute } from './routes/main-layout';

// jsdom has no service worker: the tests' one MSW server answers the demo's calls instead.
vi.mock('../demo/mock/start-demo-mock', () => ({ startDemoMock: vi.fn(() => Promise.resolve()) }));
serveDemoMock();
beforeEach(() => vi.mocked(startDemoMock).mockClear());

function Where() {
  return <h1>{useLocation().pathname}</h1>;
}

function renderApp(path: string, page: RouteObject = { path: '*', Component: Where }) {
  window.innerWidth = 1300;
  signIn(member);
  // The store reads the cache once, when the app loads: here, as each test's storage holds it.
  useBookmarksStore.setState({ bookmarks: readBookmarksCache() });
  return renderRoutes([{ Component: MainLayoutRoute, children: [page] }], path);
}

const navbarBookmarks = () => screen.queryByRole('list', { name: 'Bookmarks' });
const bookmarked = async () => (await demoGet<BookmarksData>('/api/bookmarks/data')).body;

describe('the navbar bookmarks', () => {
  test('Shift+Enter in the search bookmarks the highlighted page: the navbar shows it', async () => {
    const user = userEvent.setup();
    renderApp('/home');
    await screen.findByRole('heading', { name: '/home' });
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'invoice list');
    const option = await screen.findByRole('option', { name: 'Invoice List' });
    expect(option).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Shift>}{Enter}{/Shift}');
    const list = await waitFor(() => navbarBookmarks() ?? Promise.reject(new Error('no list')));
    expect(await within(list).findByRole('link', { name: 'Invoice List' })).toHaveAttribute(
      'href',
      '/apps/invoice/list',
    );
    expect(
      screen.getByRole('option', { name: /^Invoice List\s*\(bookmarked\)$/ }),
    ).toBeInTheDocument();
    expect((await bookmarked()).bookmarks.map((page) => page.title)).toContain('Invoice List');
    // Kept for the next page load, which draws it without the mock.
    expect(localStorage.getItem(BOOKMARKS_STORAGE_KEY)).toContain('/apps/invoice/list');

    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Invoice List' })).toBeNull());
  });

  test('the star’s panel finds a page and toggles its bookmark', async () => {
    const user = userEvent.setup();
    renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Bookmarks' }));
    await user.type(
      await screen.findByRole('searchbox', { name: 'Find a demo page to bookmark' }),
      'pricing',
    );
    const star = await screen.findByRole('button', { name: 'Bookmark Pricing' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(within(navbarBookmarks()!).getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
  });

  test('a product page draws the cached bookmarks and leaves the mock alone', async () => {
    let asked = 0;
    server.use(http.get('*/api/bookmarks/data', () => void asked++));
    const cached = [{ id: 6, title: 'Calendar', link: '/apps/calendar' }];
    localStorage.setItem(BOOKMARKS_STORAGE_KEY, JSON.stringify(cached));
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'href',
      '/apps/calendar',
    );
    expect(startDemoMock).not.toHaveBeenCalled();
    expect(asked).toBe(0);
  });

  test('on a demo page (its route started the mock) the mock’s bookmarks replace the cache', async () => {
    renderApp('/cards/basic', {
      id: DEMO_MOCK_ROUTE_ID,
      children: [{ path: '*', Component: Where }],
    });
    const list = await waitFor(() => navbarBookmarks() ?? Promise.reject(new Error('no list')));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.getAttribute('aria-label')),
      ).toEqual(['Email', 'Chat', 'Todo', 'Calendar']),
    );
  });
});

describe('the navbar notifications', () => {
  test('list the demo’s samples, marked as such, and mark all as read', async () => {
    const user = userEvent.setup();
    renderApp('/home');
    const bell = await screen.findByRole('button', { name: 'Notifications, 5 unread' });
    await user.click(bell);
    const panel = await screen.findByRole('group', { name: 'Notifications' });
    expect(within(panel).getByText('Demo')).toBeInTheDocument();
    expect(within(panel).getByText('5 new')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /Congratulations Sam/ }));
    expect(bell).toHaveAccessibleName('Notifications, 4 unread');
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(bell).toHaveAccessibleName('Notifications, 0 unread');
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
