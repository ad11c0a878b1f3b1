import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { LAYOUT_STORAGE_KEY, useLayoutStore } from '../../../shared/customizer/layout-store';
import { BlankLayout } from '../../../shared/layout/blank-layout';
import { VerticalLayout } from '../../../shared/layout/vertical-layout';
import { renderRoutes } from '../../../shared/testing/render';
import { DEMO_BLANK_LAYOUT_ROUTES, DEMO_LAYOUT_ROUTES } from '../../routes/layout-routes';

const initialWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = initialWidth;
});

/** The routes as registered, in the two layouts, on a desktop-wide screen. */
function renderAt(path: string) {
  window.innerWidth = 1300;
  return renderRoutes(
    [
      {
        HydrateFallback: () => null,
        children: [
          {
            element: <VerticalLayout menu={[]} />,
            children: [{ index: true, element: <h1>Home page</h1> }, ...DEMO_LAYOUT_ROUTES],
          },
          { element: <BlankLayout />, children: DEMO_BLANK_LAYOUT_ROUTES },
        ],
      },
    ],
    path,
  );
}

const leave = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('link', { name: 'Home' }));
  await screen.findByRole('heading', { name: 'Home page' });
};

describe('/page-layout/*', () => {
  test('collapse-menu collapses the menu while shown, saves nothing, and restores on leave', async () => {
    const user = userEvent.setup();
    act(() => useLayoutStore.setState({ menuCollapsed: false }));
    const saved = localStorage.getItem(LAYOUT_STORAGE_KEY);
    renderAt('/page-layout/collapse-menu');
    await screen.findByRole('heading', { level: 1, name: 'Collapsed menu' });

    // The page applies its setting in an effect, just after its first paint.
    expect(await screen.findByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(useLayoutStore.getState().menuCollapsed).toBe(false);
    expect(localStorage.getItem(LAYOUT_STORAGE_KEY)).toBe(saved);

    await leave(user);
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('layout-boxed boxes the content over a saved full width, which comes back', async () => {
    const user = userEvent.setup();
    act(() => useLayoutStore.setState({ contentWidth: 'full' }));
    renderAt('/page-layout/layout-boxed');
    await screen.findByRole('heading', { level: 1, name: 'Layout boxed' });
    await waitFor(() => expect(screen.getByRole('main')).toHaveClass('container-xxl'));

    await leave(user);
    expect(screen.getByRole('main')).toHaveClass('container-fluid');
    expect(useLayoutStore.getState().contentWidth).toBe('full');
  });

  test('without-menu hides the side menu behind the navbar button until leaving', async () => {
    const user = userEvent.setup();
    renderAt('/page-layout/without-menu');
    await screen.findByRole('heading', { level: 1, name: 'Without menu' });
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

    await leave(user);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(useLayoutStore.getState().menuHidden).toBe(false);
  });

  test('layout-empty keeps the usual frame', async () => {
    renderAt('/page-layout/layout-empty');
    await screen.findByRole('heading', { level: 1, name: 'Layout empty' });
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
  });

  test('layout-blank is drawn without navbar, menu or footer', async () => {
    renderAt('/page-layout/layout-blank');
    await screen.findByRole('heading', { level: 1, name: 'Layout blank' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
