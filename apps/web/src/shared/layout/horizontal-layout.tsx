import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppFooter } from './app-footer';
import { AppNavbar } from './app-navbar';
import { LazyMenuOffcanvas } from './lazy-menu-offcanvas';
import { MenubarGroup } from './menubar-group';
import { RouteTransition } from './route-transition';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useLayoutFrame } from './use-layout-frame';
import { isMenuGroup } from './menu-types';
import type { MenuSection } from './menu-types';

interface LayoutProps {
  menu: readonly MenuSection[];
  userMenu?: ReactNode;
  /** The navbar's extras the app supplies: beside the brand, and before the switchers. */
  navbarStart?: ReactNode;
  navbarTools?: ReactNode;
}

/** Menu as a bar under the navbar; on small screens it falls back to the offcanvas. */
export function HorizontalLayout({ menu, userMenu, navbarStart, navbarTools }: LayoutProps) {
  const { t } = useTranslation();
  const frame = useLayoutFrame();

  return (
    <div
      className="layout layout-horizontal"
      data-menu={frame.menuInOffcanvas ? 'offcanvas' : 'bar'}
      data-navbar={frame.showNavbar ? frame.navbarType : 'hidden'}
      data-footer={frame.footerType}
    >
      <SkipLink />
      {frame.menuInOffcanvas && (
        <LazyMenuOffcanvas menu={menu} show={frame.menuOpen} onHide={frame.closeMenu} />
      )}
      <div className="layout-page">
        {frame.showNavbar && (
          <AppNavbar
            containerClass={frame.containerClass}
            showBrand
            onOpenMenu={frame.menuInOffcanvas ? frame.openMenu : undefined}
            menuOpen={frame.menuOpen}
            userMenu={userMenu}
            start={navbarStart}
            tools={navbarTools}
          />
        )}
        {!frame.menuInOffcanvas && (
          <nav
            className={`layout-menubar ${frame.containerClass}`}
            aria-label={t('menu.label')}
            data-bs-theme={frame.skin === 'semi-dark' ? 'dark' : undefined}
          >
            <ul className="menubar-list">
              {menu.flatMap((section) =>
                section.items.map((item) =>
                  isMenuGroup(item) ? (
                    <MenubarGroup key={item.id} group={item} />
                  ) : (
                    <li key={item.id}>
                      <NavLink to={item.to} end={item.end} className="menubar-link">
                        <item.icon size={18} aria-hidden="true" />
                        <span>{t(item.titleKey)}</span>
                      </NavLink>
                    </li>
                  ),
                ),
              )}
            </ul>
          </nav>
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
