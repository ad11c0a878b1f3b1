import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useLayoutStore } from '../customizer/layout-store';
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
  const compact = isCompact(useBreakpoint());
  const [menuOpen, setMenuOpen] = useState(false);

  return {
    ...settings,
    compact,
    // On small screens the menu is an offcanvas; "menu hidden" does the same on large ones.
    menuInOffcanvas: compact || settings.menuHidden,
    // Without a navbar on a small screen there would be no way to open the menu.
    showNavbar: settings.navbarType !== 'hidden' || compact,
    containerClass: settings.contentWidth === 'boxed' ? 'container-xxl' : 'container-fluid',
    menuOpen,
    openMenu: () => setMenuOpen(true),
    closeMenu: () => setMenuOpen(false),
  };
}
