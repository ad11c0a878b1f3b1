import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Customizer } from './customizer';
import { LAYOUT_STORAGE_KEY } from './layout-store';
import themeInitSource from '../../../public/theme-init.js?raw';

const html = document.documentElement;

async function openCustomizer() {
  const user = userEvent.setup();
  const gear = screen.getByRole('button', { name: 'Open theme customizer' });
  gear.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Theme customizer' });
  return { user, dialog, gear };
}

function skinRadio(dialog: HTMLElement, name: string) {
  return within(within(dialog).getByRole('group', { name: 'Skin' })).getByRole('radio', { name });
}

function storedSettings() {
  return JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}').state as Record<
    string,
    unknown
  >;
}

describe('Customizer', () => {
  test('opens from the gear with the keyboard and closes with Escape', async () => {
    render(<Customizer />);
    const { user, gear } = await openCustomizer();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gear).toHaveFocus();
  });

  test('choosing Dark applies it to <html>, stores it, and survives a remount', async () => {
    const first = render(<Customizer />);
    const { user, dialog } = await openCustomizer();
    expect(skinRadio(dialog, 'Light')).toBeChecked();

    await user.click(skinRadio(dialog, 'Dark'));

    expect(html).toHaveAttribute('data-skin', 'dark');
    expect(html).toHaveAttribute('data-bs-theme', 'dark');
    expect(storedSettings().skin).toBe('dark');

    // A "reload": the page starts light again and fresh modules read storage.
    first.unmount();
    html.setAttribute('data-skin', 'light');
    html.setAttribute('data-bs-theme', 'light');
    vi.resetModules();
    const fresh = await import('./customizer');
    const freshStore = await import('./layout-store');
    expect(freshStore.useLayoutStore.getState().skin).toBe('dark');
    expect(html).toHaveAttribute('data-skin', 'dark');

    render(<fresh.Customizer />);
    const reopened = await openCustomizer();
    expect(skinRadio(reopened.dialog, 'Dark')).toBeChecked();
  });

  test('remembers the other settings too', async () => {
    render(<Customizer />);
    const { user, dialog } = await openCustomizer();
    const group = (name: string) => within(within(dialog).getByRole('group', { name }));

    await user.click(group('Menu layout').getByRole('radio', { name: 'Horizontal' }));
    await user.click(group('Content width').getByRole('radio', { name: 'Full width' }));
    await user.click(group('Navbar type').getByRole('radio', { name: 'Sticky' }));
    await user.click(group('Navbar colour').getByRole('radio', { name: 'Primary' }));
    await user.click(group('Footer type').getByRole('radio', { name: 'Hidden' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Menu collapsed' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Menu hidden' }));
    await user.selectOptions(within(dialog).getByLabelText('Page transition'), 'zoom-fade');

    expect(storedSettings()).toMatchObject({
      layout: 'horizontal',
      contentWidth: 'full',
      navbarType: 'sticky',
      navbarColor: 'primary',
      footerType: 'hidden',
      menuCollapsed: true,
      menuHidden: true,
      transition: 'zoom-fade',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    expect(storedSettings()).toMatchObject({
      layout: 'vertical',
      skin: 'light',
      navbarType: 'floating',
    });
  });

  test('RTL sets dir="rtl" on <html>', async () => {
    render(<Customizer />);
    const { user, dialog } = await openCustomizer();
    await user.click(within(dialog).getByRole('switch', { name: 'Right to left (RTL)' }));
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(storedSettings().rtl).toBe(true);
  });
});

describe('theme-init.js (runs before the bundle)', () => {
  const run = () => new Function(themeInitSource)();

  test('paints the skin and direction the store saved', async () => {
    render(<Customizer />);
    const { user, dialog } = await openCustomizer();
    await user.click(skinRadio(dialog, 'Dark'));
    await user.click(within(dialog).getByRole('switch', { name: 'Right to left (RTL)' }));

    html.removeAttribute('data-skin');
    html.removeAttribute('data-bs-theme');
    html.removeAttribute('dir');
    run();

    expect(html).toHaveAttribute('data-skin', 'dark');
    expect(html).toHaveAttribute('data-bs-theme', 'dark');
    expect(html).toHaveAttribute('dir', 'rtl');
  });

  test('falls back to light for missing or broken storage', () => {
    localStorage.setItem(LAYOUT_STORAGE_KEY, '{broken');
    html.setAttribute('data-skin', 'dark');
    run();
    expect(html).toHaveAttribute('data-skin', 'light');
    expect(html).toHaveAttribute('dir', 'ltr');
  });
});
