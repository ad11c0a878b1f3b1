import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreditCard, House } from 'lucide-react';
import { afterEach, describe, expect, test } from 'vitest';
import { useLayoutStore } from '../customizer/layout-store';
import { renderRoutes } from '../testing/render';
import { HorizontalLayout } from './horizontal-layout';
import { VerticalLayout } from './vertical-layout';
import type { MenuSection } from './menu-types';

const menu: MenuSection[] = [
  {
    id: 'demo',
    titleKey: 'menu.sections.demo',
    items: [
      { id: 'home', titleKey: 'menu.home', to: '/', icon: House, end: true },
      {
        id: 'dashboards',
        titleKey: 'menu.demo.dashboards',
        icon: House,
        badge: { text: '2', variant: 'warning' },
        children: [
          { id: 'ecommerce', titleKey: 'menu.demo.ecommerce', to: '/dashboard/ecommerce' },
          { id: 'analytics', titleKey: 'menu.demo.analytics', to: '/dashboard/analytics' },
        ],
      },
      {
        id: 'cards',
        titleKey: 'menu.demo.cards.title',
        icon: CreditCard,
        badge: { textKey: 'menu.badges.new', variant: 'success' },
        children: [{ id: 'basic', titleKey: 'menu.demo.cards.basic', to: '/cards/basic' }],
      },
    ],
  },
];
const initialWidth = window.innerWidth;

function renderAt(path: string, width = 1300, layout: 'vertical' | 'horizontal' = 'vertical') {
  window.innerWidth = width;
  const Layout = layout === 'vertical' ? VerticalLayout : HorizontalLayout;
  return renderRoutes(
    [{ element: <Layout menu={menu} />, children: [{ path: '*', element: <h1>Page</h1> }] }],
    path,
  );
}

const group = (name: RegExp) => screen.getByRole('button', { name });

afterEach(() => {
  window.innerWidth = initialWidth;
});

describe('menu groups in the sidebar', () => {
  test('open on the page of one of their links, with their badge; the others stay shut', async () => {
    renderAt('/dashboard/analytics');
    await screen.findByRole('heading', { name: 'Page' });
    expect(group(/Dashboards\s*2/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    expect(group(/Card\s*New/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Basic' })).toBeNull();
  });

  test('toggle with a click or from the keyboard, and open when a link of theirs is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/');
    await screen.findByRole('heading', { name: 'Page' });
    const cards = group(/Card/);
    expect(cards).toHaveAttribute('aria-expanded', 'false');

    await user.click(cards);
    expect(cards).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Basic' })).toBeVisible();
    await user.click(cards);
    expect(cards).toHaveAttribute('aria-expanded', 'false');

    cards.focus();
    await user.keyboard('{Enter}');
    expect(cards).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(cards).toHaveAttribute('aria-expanded', 'false');

    // Arriving on a page of a shut group (a link elsewhere, the address bar) opens it.
    await act(() => router.navigate('/dashboard/ecommerce'));
    expect(group(/Dashboards/)).toHaveAttribute('aria-expanded', 'true');
  });

  test('in the phone offcanvas, the current page’s group is open', async () => {
    const user = userEvent.setup();
    renderAt('/cards/basic', 390);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(drawer).getByRole('button', { name: /Card/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(drawer).getByRole('link', { name: 'Basic' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(drawer).getByRole('button', { name: /Dashboards/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('menu groups in the horizontal bar', () => {
  test('open below their button, move with the arrows, shut with Escape; lit on their page', async () => {
    const user = userEvent.setup();
    act(() => useLayoutStore.setState({ layout: 'horizontal' }));
    renderAt('/cards/basic', 1300, 'horizontal');
    await screen.findByRole('heading', { name: 'Page' });
    const cards = group(/Card/);
    const dashboards = group(/Dashboards/);
    expect(cards).toHaveClass('active');
    expect(dashboards).not.toHaveClass('active');
    expect(dashboards).toHaveAttribute('aria-expanded', 'false');

    dashboards.focus();
    await user.keyboard('{ArrowDown}');
    expect(dashboards).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'eCommerce' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dashboards).toHaveAttribute('aria-expanded', 'false');
    expect(dashboards).toHaveFocus();

    await user.click(dashboards);
    await user.click(screen.getByRole('link', { name: 'Analytics' }));
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(dashboards).toHaveAttribute('aria-expanded', 'false');
    expect(dashboards).toHaveClass('active');
  });
});
