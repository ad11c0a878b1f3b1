import { Offcanvas } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLayoutStore } from '../customizer/layout-store';
import { SidebarMenu } from './sidebar-menu';
import { MENU_OFFCANVAS_ID } from './menu-types';
import type { MenuSection } from './menu-types';

interface MenuOffcanvasProps {
  menu: readonly MenuSection[];
  show: boolean;
  onHide: () => void;
}

/** The sidebar on mobile and tablet (breakpoints.ts), or whenever the menu is set to hidden. */
export function MenuOffcanvas({ menu, show, onHide }: MenuOffcanvasProps) {
  const { t } = useTranslation();
  const rtl = useLayoutStore((state) => state.rtl);
  const semiDark = useLayoutStore((state) => state.skin === 'semi-dark');
  return (
    <Offcanvas
      id={MENU_OFFCANVAS_ID}
      show={show}
      onHide={onHide}
      placement={rtl ? 'end' : 'start'}
      className="layout-sidebar-offcanvas"
      aria-label={t('menu.label')}
      data-bs-theme={semiDark ? 'dark' : undefined}
    >
      <SidebarMenu menu={menu} onClose={onHide} />
    </Offcanvas>
  );
}
