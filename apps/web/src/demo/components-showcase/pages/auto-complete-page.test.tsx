import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { DEMO_UI_ROUTES } from '../../routes/ui-routes';

// A page's chunk is transformed on its first open: on a busy machine that takes a while.
const FIRST_LOAD = { timeout: 20_000 };
vi.setConfig({ testTimeout: 45_000 });

serveDemoMock();

async function open() {
  const user = userEvent.setup();
  renderRoutes(DEMO_UI_ROUTES, '/components/auto-complete');
  await screen.findByRole('heading', { level: 1, name: 'Auto Complete' }, FIRST_LOAD);
  return user;
}

const listOf = (box: HTMLElement) =>
  document.getElementById(box.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('/components/auto-complete', () => {
  test('typing filters the mock’s films; ↓ ↓ Enter chooses the second suggestion', async () => {
    const user = await open();
    const films = demoStore().films;
    const word = films[0]!.title.split(' ')[1]!; // "The <Adjective> <Noun>": the adjective
    const expected = films.filter((film) => film.title.toLowerCase().includes(word.toLowerCase()));

    const box = await screen.findByRole('combobox', { name: 'Film' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, word.toLowerCase());
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = within(listOf(box)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(expected.map((film) => film.title));

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    if (options.length > 1) {
      await user.keyboard('{ArrowDown}');
      expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    }
    const target = expected[options.length > 1 ? 1 : 0]!;
    await user.keyboard('{Enter}');
    expect(box).toHaveValue(target.title);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
    expect(screen.getByText(`You chose “${target.title}”.`)).toBeVisible();
  });

  test('↑ wraps to the last suggestion; Escape closes the list, a second Escape clears the field', async () => {
    const user = await open();
    const box = await screen.findByRole('combobox', { name: 'Film' });
    await user.type(box, 'the');
    const options = within(listOf(box)).getAllByRole('option');
    expect(options).toHaveLength(100);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[99]!.id);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('the');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  test('no match says so; a click chooses too', async () => {
    const user = await open();
    const box = await screen.findByRole('combobox', { name: 'Film' });
    await user.type(box, 'zzzz');
    expect(within(listOf(box)).queryAllByRole('option')).toHaveLength(0);
    expect(within(listOf(box)).getByText('No film matches')).toBeVisible();
    await user.clear(box);
    const title = demoStore().films[4]!.title;
    await user.type(box, title);
    await user.click(within(listOf(box)).getByRole('option', { name: title }));
    expect(box).toHaveValue(title);
  });

  test('the other examples: sections by rank, ranks shown, top five before typing, at most three', async () => {
    const user = await open();
    const sections = await screen.findByRole('combobox', { name: 'Film, grouped by rank' });
    await user.type(sections, 'the');
    const groups = within(listOf(sections)).getAllByRole('group');
    expect(
      groups.map(
        (group) =>
          group.getAttribute('aria-labelledby') &&
          document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Ranks 1–25', 'Ranks 26–50', 'Ranks 51–75', 'Ranks 76–100']);

    const ranked = screen.getByRole('combobox', { name: 'Film, with its rank' });
    await user.type(ranked, demoStore().films[2]!.title);
    expect(within(listOf(ranked)).getByRole('option')).toHaveTextContent('#3');

    const top = screen.getByRole('combobox', { name: 'Top film' });
    await user.click(top);
    expect(
      within(listOf(top))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(
      demoStore()
        .films.slice(0, 5)
        .map((film) => film.title),
    );

    const limited = screen.getByRole('combobox', { name: 'Film (three suggestions)' });
    await user.type(limited, 'the');
    expect(within(listOf(limited)).getAllByRole('option')).toHaveLength(3);
  });
});
