import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { DEMO_UI_ROUTES } from '../../routes/ui-routes';

// A page's chunk is transformed on its first open: on a busy machine that takes a while.
const FIRST_LOAD = { timeout: 20_000 };
vi.setConfig({ testTimeout: 45_000 });

serveDemoMock();

async function open(path: string, title: string) {
  const user = userEvent.setup();
  renderRoutes(DEMO_UI_ROUTES, path);
  await screen.findByRole('heading', { level: 1, name: title }, FIRST_LOAD);
  return user;
}

const selected = (list: HTMLElement) =>
  within(list)
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);

describe('tabs and pills follow the WAI-ARIA tabs pattern', () => {
  test('/components/tabs-component: → ← Home End move and choose; one tab in the tab order', async () => {
    const user = await open('/components/tabs-component', 'Tabs');
    const list = screen.getByRole('tablist', { name: 'Basic' });
    const [home, profile, messages] = within(list).getAllByRole('tab');
    expect(home).toHaveAttribute('tabindex', '0');
    expect(profile).toHaveAttribute('tabindex', '-1');

    home!.focus();
    await user.keyboard('{ArrowRight}');
    expect(profile).toHaveFocus();
    expect(selected(list)).toEqual(['Profile']);
    const panel = document.getElementById(profile!.getAttribute('aria-controls')!)!;
    expect(panel).toHaveTextContent('Your name, photo and contact details.');

    await user.keyboard('{End}');
    expect(messages).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(home).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(messages).toHaveFocus();
    await user.keyboard('{Home}');
    expect(selected(list)).toEqual(['Home']);

    // Tab leaves the list for its panel.
    await user.tab();
    expect(document.getElementById(home!.getAttribute('aria-controls')!)).toHaveFocus();
  });

  test('vertical tabs move with ↓ ↑ and say they are vertical', async () => {
    const user = await open('/components/tabs-component', 'Tabs');
    const list = screen.getByRole('tablist', { name: 'Vertical, on the left' });
    expect(list).toHaveAttribute('aria-orientation', 'vertical');
    const [home, profile] = within(list).getAllByRole('tab');
    home!.focus();
    await user.keyboard('{ArrowDown}');
    expect(profile).toHaveFocus();
    expect(selected(list)).toEqual(['Profile']);
    await user.keyboard('{ArrowUp}');
    expect(selected(list)).toEqual(['Home']);
    // ← → do nothing in a vertical list.
    await user.keyboard('{ArrowRight}');
    expect(selected(list)).toEqual(['Home']);
  });

  test('/components/pills-component: pills are tabs too, each example on its own', async () => {
    const user = await open('/components/pills-component', 'Pills');
    const basic = screen.getByRole('tablist', { name: 'Basic' });
    const filled = screen.getByRole('tablist', { name: 'Filled' });
    expect(basic).toHaveClass('nav-pills');
    await user.click(within(basic).getByRole('tab', { name: 'Messages' }));
    expect(selected(basic)).toEqual(['Messages']);
    expect(selected(filled)).toEqual(['Home']);
    within(basic).getByRole('tab', { name: 'Messages' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(selected(basic)).toEqual(['Profile']);
    const vertical = screen.getByRole('tablist', { name: 'Vertical stacked' });
    within(vertical).getByRole('tab', { name: 'Home' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(selected(vertical)).toEqual(['Profile']);
  });
});
