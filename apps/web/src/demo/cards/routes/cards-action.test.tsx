import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { RELOAD_MS } from '../components/action-card';
import { CardsActionRoute } from './cards-action';

function renderPage() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/cards/action', element: <CardsActionRoute /> }], '/cards/action');
  return user;
}

const cardTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('/cards/action', () => {
  test('collapse hides the card’s content and shows it again, its button saying which', async () => {
    const user = renderPage();
    const toggle = await screen.findByRole('button', { name: 'Show or hide Collapsible' });
    const text = screen.getByText(/The arrow button hides this card’s content/);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      text,
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(text).not.toBeVisible();

    // The keyboard works the same.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(text).toBeVisible();
  });

  test('reload shows a spinner for a moment, then the content again', async () => {
    const user = renderPage();
    const reload = await screen.findByRole('button', { name: 'Reload Refresh content' });
    const card = reload.closest('section') as HTMLElement;
    await user.click(reload);
    expect(within(card).getByRole('status')).toHaveTextContent('Reloading Refresh content…');
    expect(within(card).queryByText(/The reload button fetches/)).toBeNull();
    expect(reload).toHaveFocus();
    await waitFor(() => expect(within(card).getByText(/The reload button fetches/)).toBeVisible(), {
      timeout: RELOAD_MS + 2000,
    });
    expect(within(card).queryByRole('status')).toBeNull();
  });

  test('remove takes a card away; "Restore cards" brings every removed card back', async () => {
    const user = renderPage();
    await screen.findByRole('button', { name: 'Remove Remove card' });
    expect(cardTitles()).toEqual(['Card actions', 'Collapsible', 'Refresh content', 'Remove card']);
    expect(screen.queryByRole('button', { name: 'Restore cards' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Remove card' }));
    expect(cardTitles()).toEqual(['Card actions', 'Collapsible', 'Refresh content']);
    // The removed card's button is gone: the focus goes to the way back.
    expect(screen.getByRole('button', { name: 'Restore cards' })).toHaveFocus();
    expect(screen.getByText('1 card removed.')).toBeInTheDocument();

    // The card with all three actions, removed by keyboard.
    screen.getByRole('button', { name: 'Remove Card actions' }).focus();
    await user.keyboard(' ');
    expect(cardTitles()).toEqual(['Collapsible', 'Refresh content']);
    expect(screen.getByText('2 cards removed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore cards' }));
    expect(cardTitles()).toEqual(['Card actions', 'Collapsible', 'Refresh content', 'Remove card']);
    expect(screen.queryByRole('button', { name: 'Restore cards' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Card actions' })).toHaveFocus();
  });

  test('the card with every action has all three', async () => {
    renderPage();
    const all = (await screen.findByRole('heading', { level: 2, name: 'Card actions' })).closest(
      'section',
    ) as HTMLElement;
    expect(
      within(all)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Show or hide Card actions', 'Reload Card actions', 'Remove Card actions']);
  });
});
