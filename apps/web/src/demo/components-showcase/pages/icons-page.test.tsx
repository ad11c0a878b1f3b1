import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { DEMO_UI_ROUTES } from '../../routes/ui-routes';
import { ICON_SET } from '../icons/icon-set';

// A page's chunk is transformed on its first open: on a busy machine that takes a while.
const FIRST_LOAD = { timeout: 20_000 };
vi.setConfig({ testTimeout: 45_000 });

serveDemoMock();

async function open() {
  const user = userEvent.setup();
  renderRoutes(DEMO_UI_ROUTES, '/icons/reactfeather');
  await screen.findByRole('heading', { level: 1, name: 'Icons' }, FIRST_LOAD);
  return user;
}

// Role queries over some 300 buttons are slow in jsdom: the grid is read through its markup.
const grid = () => document.querySelector<HTMLElement>('ul[aria-label="Icon set"]');
const tiles = () => [...(grid()?.querySelectorAll('button') ?? [])];
/** The tile whose visible name is `name` (its accessible name: the text is its only content). */
const tile = (name: string) =>
  screen.getByText(name, { selector: '.icon-name' }).closest('button')!;

describe('/icons/reactfeather', () => {
  test('shows the curated set, a few hundred icons, each named as it is imported', async () => {
    await open();
    expect(ICON_SET.length).toBeGreaterThan(250);
    expect(ICON_SET.length).toBeLessThan(400);
    expect(tiles()).toHaveLength(ICON_SET.length);
    expect(screen.getByText(`Icons shown: ${ICON_SET.length}`)).toBeInTheDocument();
    expect(tile('ArrowUp')).toHaveAccessibleName('ArrowUp');
    expect(tile('ArrowUp').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  test('the search narrows the grid by every word typed, in any case, and says when nothing matches', async () => {
    const user = await open();
    const search = screen.getByRole('searchbox', { name: 'Search icons' });
    await user.type(search, 'arrow UP');
    const names = tiles().map((tile) => tile.textContent);
    expect(names.length).toBeGreaterThan(2);
    expect(names).toContain('ArrowUp');
    expect(names).toContain('ArrowUpRight');
    expect(names.every((name) => /arrow/i.test(name ?? '') && /up/i.test(name ?? ''))).toBe(true);
    expect(screen.getByText(`Icons shown: ${names.length}`)).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nothing-like-this');
    expect(grid()).toBeNull();
    expect(screen.getByText("No icon's name holds “nothing-like-this”.")).toBeVisible();
  });

  test('clicking an icon copies its name and says so', async () => {
    const user = await open();
    await user.click(tile('Heart'));
    await expect(navigator.clipboard.readText()).resolves.toBe('Heart');
    expect(await screen.findByText('Icon name copied: Heart 📋')).toBeVisible();

    // Keyboard: Enter on a focused tile.
    tile('Bell').focus();
    await user.keyboard('{Enter}');
    await expect(navigator.clipboard.readText()).resolves.toBe('Bell');
  });

  test('a browser that refuses the clipboard gets an error, not a false "copied"', async () => {
    const user = await open();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(tile('Heart'));
    expect(await screen.findByText(/The name Heart could not be copied/)).toBeVisible();
    expect(screen.queryByText('Icon name copied: Heart 📋')).toBeNull();
  });
});
