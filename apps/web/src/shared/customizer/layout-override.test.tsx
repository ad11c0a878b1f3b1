import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { House } from 'lucide-react';
import { Link } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { renderRoutes } from '../testing/render';
import { VerticalLayout } from '../layout/vertical-layout';
import { useLayoutOverride } from './layout-override';
import { LAYOUT_STORAGE_KEY, useLayoutStore } from './layout-store';

const menu = [
  {
    id: 'product',
    titleKey: 'menu.sections.product',
    items: [{ id: 'home', titleKey: 'menu.home', to: '/', icon: House, end: true }],
  },
];
const initialWidth = window.innerWidth;

function CollapsedPage() {
  useLayoutOverride({ menuCollapsed: true, contentWidth: 'boxed' });
  return (
    <>
      <h1>Collapsed</h1>
      <Link to="/">Leave</Link>
    </>
  );
}

function renderAt(path: string) {
  window.innerWidth = 1300;
  return renderRoutes(
    [
      {
        element: <VerticalLayout menu={menu} />,
        children: [
          { path: '/', element: <h1>Plain</h1> },
          { path: '/collapsed', element: <CollapsedPage /> },
        ],
      },
    ],
    path,
  );
}

const toggle = () => screen.getByRole('button', { name: /(Expand|Collapse) menu/ });

afterEach(() => {
  window.innerWidth = initialWidth;
});

describe('useLayoutOverride', () => {
  test('applies while the page is shown, never saves, and the saved settings come back', async () => {
    const user = userEvent.setup();
    act(() => useLayoutStore.setState({ menuCollapsed: false, contentWidth: 'full' }));
    const saved = localStorage.getItem(LAYOUT_STORAGE_KEY);
    renderAt('/collapsed');
    await screen.findByRole('heading', { name: 'Collapsed' });

    // Applied by an effect, just after the page's first paint.
    await waitFor(() => expect(toggle()).toHaveAccessibleName('Expand menu'));
    expect(screen.getByRole('main')).toHaveClass('container-xxl');
    expect(useLayoutStore.getState()).toMatchObject({ menuCollapsed: false, contentWidth: 'full' });
    expect(localStorage.getItem(LAYOUT_STORAGE_KEY)).toBe(saved);

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await screen.findByRole('heading', { name: 'Plain' });
    expect(toggle()).toHaveAccessibleName('Collapse menu');
    expect(screen.getByRole('main')).toHaveClass('container-fluid');
  });

  test("the person's own toggle wins over the page's setting", async () => {
    const user = userEvent.setup();
    renderAt('/collapsed');
    await screen.findByRole('heading', { name: 'Collapsed' });
    await waitFor(() => expect(toggle()).toHaveAccessibleName('Expand menu'));

    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName('Collapse menu');
    expect(useLayoutStore.getState().menuCollapsed).toBe(false);
  });

  test('a customizer choice made on the page wins too', async () => {
    act(() => useLayoutStore.setState({ contentWidth: 'full' }));
    renderAt('/collapsed');
    await waitFor(() => expect(screen.getByRole('main')).toHaveClass('container-xxl'));

    act(() => useLayoutStore.getState().setSetting('contentWidth', 'boxed'));
    act(() => useLayoutStore.getState().setSetting('contentWidth', 'full'));
    expect(screen.getByRole('main')).toHaveClass('container-fluid');
    // Only that setting: the page still holds the menu collapsed.
    expect(toggle()).toHaveAccessibleName('Expand menu');
  });
});
