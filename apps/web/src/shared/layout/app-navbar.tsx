import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import { CartBadge } from '../cart/cart-badge';
import { BRAND } from '../config/env';
import { useLayoutStore } from '../customizer/layout-store';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { Logo } from '../ui/logo';
import { MENU_OFFCANVAS_ID } from './menu-types';
import { SkinToggle } from './skin-toggle';

interface AppNavbarProps {
  /** Bootstrap container class, so a boxed layout boxes the navbar too. */
  containerClass: string;
  onOpenMenu?: () => void;
  menuOpen?: boolean;
  showBrand?: boolean;
  /** The signed-in person's menu; the app supplies it (shared code knows no feature). */
  userMenu?: ReactNode;
  /** Beside the brand (the bookmarks); the app supplies these too. */
  start?: ReactNode;
  /** Before the language and skin switchers (search, notifications). */
  tools?: ReactNode;
}

export function AppNavbar(props: AppNavbarProps) {
  const { containerClass, onOpenMenu, menuOpen = false, showBrand = false } = props;
  const { t } = useTranslation();
  const navbarType = useLayoutStore((state) => state.navbarType);
  const navbarColor = useLayoutStore((state) => state.navbarColor);
  // Every navbar colour of the theme is dark enough for white text (AA contrast).
  const onColour = navbarColor !== 'white';

  return (
    <header className={`layout-navbar navbar-${navbarType} navbar-color-${navbarColor}`}>
      <div className={containerClass}>
        {/* The colour scheme goes on the bar itself: the header's fade must stay the page's. */}
        <div className="layout-navbar-inner" data-bs-theme={onColour ? 'dark' : undefined}>
          {onOpenMenu && (
            <button
              type="button"
              className="btn btn-icon"
              aria-label={t('menu.open')}
              aria-controls={MENU_OFFCANVAS_ID}
              aria-expanded={menuOpen}
              onClick={onOpenMenu}
            >
              <Menu size={22} aria-hidden="true" />
            </button>
          )}
          {showBrand && (
            <Link to="/" className="navbar-brand-link">
              <Logo />
              <span className="fw-semibold">{BRAND}</span>
            </Link>
          )}
          {props.start}
          <div className="layout-navbar-actions">
            {props.tools}
            <LanguageSwitcher />
            <SkinToggle />
            <CartBadge />
            {props.userMenu}
          </div>
        </div>
      </div>
    </header>
  );
}
