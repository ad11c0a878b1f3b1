import type { LayoutSettings } from './layout-settings';

/**
 * Settings that must hold before React renders (colours, direction) live on <html>, so a reload
 * shows the right skin at once. public/theme-init.js does the same before the bundle loads.
 */
export function applyDocumentLayout(
  settings: Pick<LayoutSettings, 'skin' | 'rtl'>,
  root: HTMLElement = document.documentElement,
): void {
  root.dataset.skin = settings.skin;
  root.setAttribute('data-bs-theme', settings.skin === 'dark' ? 'dark' : 'light');
  root.dir = settings.rtl ? 'rtl' : 'ltr';
}
