import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { startDemoMock } from '../demo/mock/start-demo-mock';
import { serveDemoMock } from '../demo/mock/testing/demo-api';
import { member } from '../shared/testing/fixtures';
import { renderRoutes } from '../shared/testing/render';
import { signIn } from '../shared/testing/session';
import { MainLayoutRoute } from './routes/main-layout';

// jsdom has no service worker: the tests' one MSW server answers the demo's calls instead.
vi.mock('../demo/mock/start-demo-mock', () => ({ startDemoMock: vi.fn(() => Promise.resolve()) }));
serveDemoMock();
beforeEach(() => vi.mocked(startDemoMock).mockClear());

function Where() {
  return (
    <>
      <h1>{useLocation().pathname}</h1>
      <label>
        Note <input type="text" />
      </label>
    </>
  );
}

function renderApp(path = '/home') {
  window.innerWidth = 1300;
  signIn(member);
  return renderRoutes(
    [{ Component: MainLayoutRoute, children: [{ path: '*', Component: Where }] }],
    path,
  );
}

const searchBox = () => screen.findByRole('combobox', { name: 'Search' });
const group = (name: string) => screen.getByRole('group', { name });
const optionsIn = (name: string) => within(group(name)).getAllByRole('option');
// What each option says (the demo pages' initials beside it are hidden from screen readers).
const titlesIn = (name: string) =>
  optionsIn(name).map((option) => option.querySelector('.search-option-title')?.textContent);

async function openSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Search' }));
  return searchBox();
}

describe('the navbar search', () => {
  test('Ctrl+K, ⌘K and / open it; / typed in a field stays in the field; Esc closes', async () => {
    const user = userEvent.setup();
    renderApp();
    await screen.findByRole('heading', { name: '/home' });
    expect(startDemoMock).not.toHaveBeenCalled();

    await user.keyboard('{Control>}k{/Control}');
    expect(await searchBox()).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.keyboard('{Meta>}k{/Meta}');
    await searchBox();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.keyboard('/');
    expect(await searchBox()).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'a/b');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('a/b');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('finds "invoice" in Pages, at most 4 a group; the arrows move and Enter opens', async () => {
    const user = userEvent.setup();
    renderApp();
    const box = await openSearch(user);
    // The demo's data is asked for only now, with the mock started first.
    expect(startDemoMock).toHaveBeenCalled();

    await user.type(box, 'invoice');
    await waitFor(() => expect(optionsIn('Pages').length).toBeGreaterThan(0));
    const pages = titlesIn('Pages');
    expect(pages).toEqual(['Invoice List', 'Invoice Preview', 'Invoice Edit', 'Invoice Add']);
    expect(optionsIn('Pages')[0]).toHaveAttribute('aria-selected', 'true');

    // A broad term fills every group, each cut at four.
    await user.clear(box);
    await user.type(box, 'e');
    expect(optionsIn('Pages')).toHaveLength(4);
    expect(optionsIn('Files')).toHaveLength(4);
    expect(optionsIn('Contacts')).toHaveLength(4);

    await user.clear(box);
    await user.type(box, 'invoice');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(optionsIn('Pages')[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', optionsIn('Pages')[1]?.id);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: '/apps/invoice/preview' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('searches the product’s pages the role may open, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp();
    const box = await openSearch(user);
    await user.type(box, 'wallet');
    expect(titlesIn('Pages')).toEqual(['Wallet']);

    // Only a SUPER_ADMIN may open the reconciliation queue: a member's search does not offer it.
    await user.clear(box);
    await user.type(box, 'reconcil');
    expect(await screen.findByText('No results for “reconcil”.')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  test('remembers the last five searches, newest first, and offers them in an empty box', async () => {
    const user = userEvent.setup();
    renderApp();
    await openSearch(user);
    expect(screen.getByText('Type to search the pages, files and contacts.')).toBeInTheDocument();
    for (const term of ['chat', 'email', 'faq', 'pricing', 'profile', 'todo']) {
      await user.type(await searchBox(), term);
      await waitFor(() => expect(optionsIn('Pages').length).toBeGreaterThan(0));
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await openSearch(user);
      expect(await searchBox()).toHaveValue('');
    }
    const recent = titlesIn('Recent searches');
    expect(recent).toEqual(['todo', 'profile', 'pricing', 'faq', 'email']);

    // Choosing one searches it again.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await searchBox()).toHaveValue('profile');
  });
});
