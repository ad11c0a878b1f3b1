import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronsLeft, ChevronsRight, X } from 'lucide-react';
import { BRAND } from '../config/env';
import { Logo } from '../ui/logo';
import { SidebarGroup } from './sidebar-group';
import { isMenuGroup } from './menu-types';
import type { MenuSection } from './menu-types';

interface SidebarMenuProps {
  menu: readonly MenuSection[];
  /** Desktop sidebar: shows the collapse toggle. */
  collapsed?: boolean;
  onToggleCollapsed?: () => void;
  /** Offcanvas: shows a close button and closes after a link is followed. */
  onClose?: () => void;
}

export function SidebarMenu({ menu, collapsed, onToggleCollapsed, onClose }: SidebarMenuProps) {
  const { t } = useTranslation();
  return (
    <div className="sidebar-menu">
      <div className="sidebar-brand">
        <NavLink to="/" className="sidebar-brand-link" onClick={onClose}>
          <Logo />
          <span className="sidebar-label sidebar-brand-text">{BRAND}</span>
        </NavLink>
        {onToggleCollapsed && (
          <button
            type="button"
            className="btn btn-icon sidebar-collapse-toggle"
            aria-pressed={collapsed}
            aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
            onClick={onToggleCollapsed}
          >
            {collapsed ? <ChevronsRight size={18} aria-hidden="true" /> : null}
            {!collapsed ? <ChevronsLeft size={18} aria-hidden="true" /> : null}
          </button>
        )}
        {onClose && (
          <button
            type="button"
            className="btn btn-icon"
            aria-label={t('menu.close')}
            onClick={onClose}
          >
            <X size={20} aria-hidden="true" />
          </button>
        )}
      </div>
      <nav className="sidebar-nav" aria-label={t('menu.label')}>
        {menu.map((section) => (
          <div key={section.id} className="sidebar-section">
            <p className="sidebar-section-title" id={`menu-section-${section.id}`}>
              <span className="sidebar-label">{t(section.titleKey)}</span>
            </p>
            <ul className="sidebar-list" aria-labelledby={`menu-section-${section.id}`}>
              {section.items.map((item) =>
                isMenuGroup(item) ? (
                  <SidebarGroup
                    key={item.id}
                    group={item}
                    collapsed={collapsed}
                    onNavigate={onClose}
                  />
                ) : (
                  <li key={item.id}>
                    <NavLink
                      to={item.to}
                      end={item.end}
                      className="sidebar-link"
                      title={collapsed ? t(item.titleKey) : undefined}
                      onClick={onClose}
                    >
                      <item.icon size={20} aria-hidden="true" className="sidebar-link-icon" />
                      <span className="sidebar-label">{t(item.titleKey)}</span>
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}
