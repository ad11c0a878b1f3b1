import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppFooter } from './app-footer';
import { AppNavbar } from './app-navbar';
import { LazyMenuOffcanvas } from './lazy-menu-offcanvas';
import { RouteTransition } from './route-transition';
import { SidebarMenu } from './sidebar-menu';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useLayoutFrame } from './use-layout-frame';
import type { MenuSection } from './menu-types';

interface LayoutProps {
  menu: readonly MenuSection[];
  userMenu?: ReactNode;
  /** The navbar's extras the app supplies: beside the brand, and before the switchers. */
  navbarStart?: ReactNode;
  navbarTools?: ReactNode;
}

/** The default layout: sidebar menu beside the content. */
export function VerticalLayout({ menu, userMenu, navbarStart, navbarTools }: LayoutProps) {
  const frame = useLayoutFrame();
  const collapsed = frame.menuCollapsed && !frame.menuInOffcanvas;

  return (
    <div
      className="layout layout-vertical"
      data-menu={frame.menuInOffcanvas ? 'offcanvas' : collapsed ? 'collapsed' : 'expanded'}
      data-navbar={frame.showNavbar ? frame.navbarType : 'hidden'}
      data-footer={frame.footerType}
    >
      <SkipLink />
      {frame.menuInOffcanvas ? (
        <LazyMenuOffcanvas menu={menu} show={frame.menuOpen} onHide={frame.closeMenu} />
      ) : (
        <aside
          className="layout-sidebar"
          data-bs-theme={frame.skin === 'semi-dark' ? 'dark' : undefined}
        >
          <SidebarMenu
            menu={menu}
            collapsed={collapsed}
            onToggleCollapsed={() => frame.setSetting('menuCollapsed', !frame.menuCollapsed)}
          />
        </aside>
      )}
      <div className="layout-page">
        {frame.showNavbar && (
          <AppNavbar
            containerClass={frame.containerClass}
            onOpenMenu={frame.menuInOffcanvas ? frame.openMenu : undefined}
            menuOpen={frame.menuOpen}
            userMenu={userMenu}
            start={navbarStart}
            tools={navbarTools}
          />
        )}
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className={`layout-content ${frame.containerClass}`}
        >
          <RouteTransition>
            <Outlet />
          </RouteTransition>
        </main>
        <AppFooter />
      </div>
    </div>
  );
}
