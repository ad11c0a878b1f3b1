import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { House } from 'lucide-react';
import { afterEach, describe, expect, test } from 'vitest';
import { renderRoutes } from '../testing/render';
import { useLayoutStore } from '../customizer/layout-store';
import { VerticalLayout } from './vertical-layout';

const menu = [
  {
    id: 'product',
    titleKey: 'menu.sections.product',
    items: [{ id: 'home', titleKey: 'menu.home', to: '/', icon: House, end: true }],
  },
];
const initialWidth = window.innerWidth;

function renderLayout(width: number) {
  window.innerWidth = width;
  return renderRoutes(
    [
      {
        element: <VerticalLayout menu={menu} />,
        children: [{ path: '/', element: <h1>Page</h1> }],
      },
    ],
    '/',
  );
}

afterEach(() => {
  window.innerWidth = initialWidth;
});

describe('VerticalLayout', () => {
  test('on a small desktop the sidebar is always there', async () => {
    renderLayout(1100);
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  test('on a tablet the sidebar becomes an offcanvas opened from the navbar', async () => {
    const user = userEvent.setup();
    renderLayout(800);
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('follows the customizer: collapsed menu, hidden navbar and footer, full width', async () => {
    renderLayout(1300);
    await screen.findByRole('heading', { name: 'Page' });
    act(() => {
      useLayoutStore.setState({
        menuCollapsed: true,
        navbarType: 'hidden',
        footerType: 'hidden',
        contentWidth: 'full',
      });
    });
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toHaveClass('container-fluid');
  });
});
