import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { dropLayoutOverride, useLayoutOverrideStore } from '../customizer/layout-override';
import { useLayoutStore } from '../customizer/layout-store';
import type { LayoutSettings } from '../customizer/layout-settings';
import { isCompact, useBreakpoint } from './breakpoints';

/** What both full layouts need to decide: where the menu lives and how the frame looks. */
export function useLayoutFrame() {
  const settings = useLayoutStore(
    useShallow((state) => ({
      skin: state.skin,
      contentWidth: state.contentWidth,
      navbarType: state.navbarType,
      footerType: state.footerType,
      menuCollapsed: state.menuCollapsed,
      menuHidden: state.menuHidden,
      setSetting: state.setSetting,
    })),
  );
  // A page's own settings (shared/customizer/layout-override.ts) over the saved ones, unsaved.
  const override = useLayoutOverrideStore((state) => state.override);
  const shown = { ...settings, ...override };
  const compact = isCompact(useBreakpoint());
  const [menuOpen, setMenuOpen] = useState(false);

  return {
    ...shown,
    setSetting: <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => {
      dropLayoutOverride(key);
      settings.setSetting(key, value);
    },
    compact,
    // On small screens the menu is an offcanvas; "menu hidden" does the same on large ones.
    menuInOffcanvas: compact || shown.menuHidden,
    // Without a navbar on a small screen there would be no way to open the menu.
    showNavbar: settings.navbarType !== 'hidden' || compact,
    containerClass: shown.contentWidth === 'boxed' ? 'container-xxl' : 'container-fluid',
    menuOpen,
    openMenu: () => setMenuOpen(true),
    closeMenu: () => setMenuOpen(false),
  };
}
